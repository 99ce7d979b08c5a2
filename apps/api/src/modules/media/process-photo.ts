import sharp from 'sharp';
import { LISTING_LIMITS } from '@biclou/domain/listing-rules';

/** About 100 megapixels: a decompression bomb is refused before it is decoded. */
const MAX_INPUT_PIXELS = 100_000_000;

export interface ProcessedPhoto {
  data: Buffer;
  width: number;
  height: number;
  ext: 'webp';
  contentType: 'image/webp';
}

/**
 * Re-encodes an upload: turned upright from its EXIF orientation, at most 2560 px on its longest
 * side, as WebP. sharp writes no metadata unless asked, so EXIF (GPS included), XMP and IPTC are
 * gone. Throws when sharp cannot decode the file.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({
      width: LISTING_LIMITS.maxPhotoSide,
      height: LISTING_LIMITS.maxPhotoSide,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, ext: 'webp', contentType: 'image/webp' };
}
