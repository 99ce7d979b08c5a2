import sharp from 'sharp';
import type { ParsedModifiers } from './image-modifiers';

/** One variant of a stored image: resized (never enlarged) and encoded as asked, without metadata. */
export async function renderVariant(original: Buffer, m: ParsedModifiers): Promise<Buffer> {
  let image = sharp(original, { limitInputPixels: 100_000_000 }).autoOrient();
  if (m.w || m.h) image = image.resize({ width: m.w, height: m.h, fit: m.fit, withoutEnlargement: true });
  switch (m.f) {
    case 'webp':
      return image.webp({ quality: m.q }).toBuffer();
    case 'avif':
      // AVIF is slow to encode; a lower effort keeps first requests quick (variants are cached).
      return image.avif({ quality: m.q, effort: 2 }).toBuffer();
    case 'jpeg':
      return image.jpeg({ quality: m.q, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png({ quality: m.q }).toBuffer();
  }
}
