import { boundedCache } from '../bounded-cache';
import { IMAGE_FITS, IMAGE_FORMATS, IMAGE_MAX_SIDE, IMAGE_PROXY_PREFIX } from '@biclou/contracts/media-constants';

/**
 * Responsive images through our image proxy (`/_img/{modifiers}/{key}`, spec §7): the proxy
 * resizes and re-encodes our own stored media; pages offer every spec breakpoint (§9:
 * xs 320 … 2xl 1536) at densities 1 and 2, so the browser picks the smallest file that is sharp.
 */
export const IMAGE_BREAKPOINTS = [320, 640, 768, 1024, 1280, 1536] as const;
export const IMAGE_DENSITIES = [1, 2] as const;
/** The proxy refuses absurd sizes; nothing wider than this is ever asked for. */
export const IMAGE_MAX_WIDTH = IMAGE_MAX_SIDE;

export type ImageFit = (typeof IMAGE_FITS)[number];
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export interface ImageModifiers {
  width: number;
  height?: number;
  fit?: ImageFit;
  quality?: number;
  format?: ImageFormat;
}

/** `w_640,h_480,f_webp,q_75,fit_cover`: the proxy's modifiers segment. */
function modifiersOf({ width, height, fit = 'cover', quality = 75, format = 'webp' }: ImageModifiers): string {
  const h = height ? `h_${Math.round(height)},` : '';
  return `w_${Math.round(width)},${h}f_${format},q_${quality},fit_${fit}`;
}

/** A key as the app stores them (`listings/<id>/<id>.jpg`): no empty segment, nothing to encode. */
const PLAIN_KEY = /^[\w.~-]+(?:\/[\w.~-]+)*$/;

/** A media key as a URL path: each segment encoded, empty segments dropped. */
function keyPath(key: string): string {
  return PLAIN_KEY.test(key) ? key : key.split('/').filter(Boolean).map(encodeURIComponent).join('/');
}

/** `imageUrl('listings/a/b.jpg', { width: 640, height: 480 })` → `/_img/w_640,h_480,f_webp,q_75,fit_cover/listings/a/b.jpg`. */
export function imageUrl(key: string, modifiers: ImageModifiers): string {
  return `${IMAGE_PROXY_PREFIX}/${modifiersOf(modifiers)}/${keyPath(key)}`;
}

/** Breakpoints × densities, deduplicated, capped and sorted: the same for every image. */
const ALL_WIDTHS: readonly number[] = [
  ...new Set(IMAGE_BREAKPOINTS.flatMap((bp) => IMAGE_DENSITIES.map((d) => bp * d))),
]
  .filter((w) => w <= IMAGE_MAX_WIDTH)
  .sort((a, b) => a - b);
const MAX_DENSITY = Math.max(...IMAGE_DENSITIES);

/** Candidate widths: breakpoints × densities, deduplicated, capped, and trimmed to what `maxWidth` needs at 2×. */
export function srcSetWidths(maxWidth?: number): number[] {
  if (!maxWidth) return [...ALL_WIDTHS];
  const needed = maxWidth * MAX_DENSITY;
  const cut = ALL_WIDTHS.findIndex((w) => w >= needed);
  return cut < 0 ? [...ALL_WIDTHS] : ALL_WIDTHS.slice(0, cut + 1);
}

export interface SrcSetOptions {
  /** Width ÷ height of the frame (4/3, 16/9…); omit to keep the photo's own shape. */
  aspect?: number;
  /** The `sizes` attribute: how wide the image shows at each viewport width. */
  sizes: string;
  /** Largest CSS width the image is ever shown at; trims useless big candidates. */
  maxWidth?: number;
  fit?: ImageFit;
  quality?: number;
}

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * What an image's srcset looks like apart from its key, for one set of options: each candidate's
 * text before the key (`/_img/w_320,h_240,f_webp,q_75,fit_cover/`) and after it (` 320w`).
 */
interface SrcSetShape {
  src: string;
  candidates: readonly (readonly [head: string, tail: string])[];
}

function srcSetShape({ aspect, maxWidth, fit = 'cover', quality }: Omit<SrcSetOptions, 'sizes'>): SrcSetShape {
  const head = (width: number) =>
    `${IMAGE_PROXY_PREFIX}/${modifiersOf({
      width,
      height: aspect ? Math.round(width / aspect) : undefined,
      fit: aspect ? fit : 'inside',
      quality,
    })}/`;
  const widths = srcSetWidths(maxWidth);
  const fallback = widths.find((w) => w >= 640) ?? widths.at(-1) ?? 640;
  return { src: head(fallback), candidates: widths.map((w) => [head(w), ` ${w}w`] as const) };
}

/** Shapes per set of options: the call sites' constants, a dozen sets in the app. */
const shapes = boundedCache<string, SrcSetShape>(64);

/**
 * `<img {...imageSrcSet(key, { aspect: 4 / 3, sizes: '100vw' })} />`: src (640 wide), srcSet and sizes.
 * With more attributes after them, pass the three one by one (`src={img.src}`…): on Node 20's V8,
 * a literal that starts with a spread and then adds keys (`{ ...img, alt }`, what JSX compiles to)
 * costs ~0.9 µs per added key, 20–50 times a plain literal, on every server render.
 */
export function imageSrcSet(key: string, options: SrcSetOptions): ResponsiveImage {
  const { aspect, maxWidth, fit, quality } = options;
  const { src, candidates } = shapes.get(`${aspect}|${maxWidth}|${fit}|${quality}`, () => srcSetShape(options));
  const path = keyPath(key);
  let srcSet = '';
  for (const [head, tail] of candidates) srcSet += `${srcSet ? ', ' : ''}${head}${path}${tail}`;
  return { src: src + path, srcSet, sizes: options.sizes };
}
