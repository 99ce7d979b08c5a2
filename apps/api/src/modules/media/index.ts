// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
export { createMediaLibrary, type MediaLibrary } from './media-library';
export { handoverPhotoKey, listingPhotoKey, messagePhotoKey, type MediaStorage } from './media-storage';
export { readUploadedPhoto, storeThenRecord } from './photo-upload';
export { readUploadedFile } from './read-upload';
export { copyMediaToS3 } from './copy-media-to-s3';
export { createS3MediaStorage } from './s3-media-storage';
