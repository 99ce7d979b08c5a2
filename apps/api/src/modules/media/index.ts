// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
export { detectImageType } from './detect-image-type';
export { purgeImageVariants } from './image-proxy-routes';
export { createLocalMediaStorage } from './local-media-storage';
export { handoverPhotoKey, listingPhotoKey, messagePhotoKey, type MediaStorage } from './media-storage';
export { processPhoto, type ProcessedPhoto } from './process-photo';
export { readUploadedFile } from './read-upload';
