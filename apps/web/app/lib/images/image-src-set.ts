import {
  IMAGE_DEFAULT_QUALITY,
  IMAGE_DENSITIES,
  IMAGE_FITS,
  IMAGE_FORMATS,
  IMAGE_PROXY_PREFIX,
  IMAGE_WIDTHS,
  imageHeightFor,
} from '@biclou/contracts/media-constants';

/**
 * Responsive images through our image proxy (`/_img/{modifiers}/{key}`, spec §7): the proxy
 * resizes and re-encodes our own stored media; pages offer every spec breakpoint (§9:
 * xs 320 … 2xl 1536) at densities 1 and 2, so the browser picks the smallest file that is sharp.
 * The proxy renders only those sizes: the list is the contracts' (`isServedImageVariant`).
 */
type ImageFit = (typeof IMAGE_FITS)[number];
type ImageFormat = (typeof IMAGE_FORMATS)[number];

interface ImageModifiers {
  width: number;
  height?: number;
  fit?: ImageFit;
  quality?: number;
  format?: ImageFormat;
}

/** `imageUrl('listings/a/b.jpg', { width: 640, height: 480 })` → `/_img/w_640,h_480,f_webp,q_75,fit_cover/listings/a/b.jpg`. */
export function imageUrl(
  key: string,
  { width, height, fit = 'cover', quality = IMAGE_DEFAULT_QUALITY, format = 'webp' }: ImageModifiers,
): string {
  const modifiers = [
    `w_${Math.round(width)}`,
    height ? `h_${Math.round(height)}` : null,
    `f_${format}`,
    `q_${quality}`,
    `fit_${fit}`,
  ]
    .filter(Boolean)
    .join(',');
  const path = key.split('/').filter(Boolean).map(encodeURIComponent).join('/');
  return `${IMAGE_PROXY_PREFIX}/${modifiers}/${path}`;
}

/** Candidate widths: breakpoints × densities, deduplicated, capped, and trimmed to what `maxWidth` needs at 2×. */
export function srcSetWidths(maxWidth?: number): number[] {
  const all = [...IMAGE_WIDTHS];
  if (!maxWidth) return all;
  const needed = maxWidth * Math.max(...IMAGE_DENSITIES);
  const cut = all.findIndex((w) => w >= needed);
  return cut < 0 ? all : all.slice(0, cut + 1);
}

interface SrcSetOptions {
  /** Width ÷ height of the frame (4/3, 16/9…); omit to keep the photo's own shape. */
  aspect?: number;
  /** The `sizes` attribute: how wide the image shows at each viewport width. */
  sizes: string;
  /** Largest CSS width the image is ever shown at; trims useless big candidates. */
  maxWidth?: number;
  fit?: ImageFit;
  quality?: number;
}

interface ResponsiveImage {
  src: string;
  srcSet: string;
  sizes: string;
}

/** `<img {...imageSrcSet(key, { aspect: 4 / 3, sizes: '100vw' })}>`: src (640 wide), srcSet and sizes. */
export function imageSrcSet(
  key: string,
  { aspect, sizes, maxWidth, fit = 'cover', quality }: SrcSetOptions,
): ResponsiveImage {
  const variant = (width: number) =>
    imageUrl(key, {
      width,
      height: aspect ? imageHeightFor(width, aspect) : undefined,
      fit: aspect ? fit : 'inside',
      quality,
    });
  const widths = srcSetWidths(maxWidth);
  const fallback = widths.find((w) => w >= 640) ?? widths.at(-1) ?? 640;
  return {
    src: variant(fallback),
    srcSet: widths.map((w) => `${variant(w)} ${w}w`).join(', '),
    sizes,
  };
}
