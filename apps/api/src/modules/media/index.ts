// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
export { detectImageType } from './detect-image-type';
export { createLocalMediaStorage } from './local-media-storage';
export { createMediaLibrary, QUOTA_EXCEEDED_MESSAGE, type MediaLibrary } from './media-library';
export { handoverPhotoKey, listingPhotoKey, messagePhotoKey, type MediaStorage } from './media-storage';
export { readUploadedPhoto, storeThenRecord } from './photo-upload';
export { processPhoto, type ProcessedPhoto } from './process-photo';
export { readUploadedFile } from './read-upload';
export { copyMediaToS3, type CopyReport } from './copy-media-to-s3';
export { createS3MediaStorage } from './s3-media-storage';
