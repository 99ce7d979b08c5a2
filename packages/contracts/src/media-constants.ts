/**
 * Plain constants of the image proxy, without zod: the web builds image URLs on every page, and
 * `media.ts` builds its schemas at load, which would put zod in the first download.
 */
/** Where the image proxy lives (outside /api/v1): `/_img/{modifiers}/{key}`. */
export const IMAGE_PROXY_PREFIX = '/_img';
export const IMAGE_MAX_SIDE = 2560;
export const IMAGE_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
export const IMAGE_FITS = ['cover', 'contain', 'inside', 'outside', 'fill'] as const;

/**
 * The variants the image proxy renders: only the sizes pages ask for, so an anonymous visitor
 * cannot make the server render (and cache) any size at will. Pages build `srcset`s over the
 * spec's breakpoints (§9: xs 320 … 2xl 1536) at densities 1 and 2, in the photo's own shape or
 * cropped to one of `IMAGE_ASPECTS`; a few images have one fixed size (`IMAGE_FIXED_SIZES`).
 */
const IMAGE_BREAKPOINTS = [320, 640, 768, 1024, 1280, 1536] as const;
export const IMAGE_DENSITIES = [1, 2] as const;
/** Width ÷ height of the frames pages crop photos to: cards and thumbnails 4:3, the lightbox strip square. */
export const IMAGE_ASPECTS = [4 / 3, 1] as const;
export const IMAGE_DEFAULT_QUALITY = 75;
/** 75 for pages, 80 for the social preview (a JPEG other sites re-compress). */
const IMAGE_QUALITIES = [IMAGE_DEFAULT_QUALITY, 80] as const;
/** Images shown at one size only, cropped (fit cover). */
export const IMAGE_FIXED_SIZES = {
  /** og:image of listing and place pages. */
  social: { width: 1200, height: 630 },
  /** The listing's photo in a conversation. */
  chatCover: { width: 160, height: 160 },
  /** An admin's view of a listing's photos. */
  adminThumb: { width: 200, height: 150 },
  /** The admin's media moderation grid. */
  mediaGrid: { width: 480, height: 360 },
} as const;

/** Every `srcset` width: breakpoints × densities, without duplicates, at most `IMAGE_MAX_SIDE`, ascending. */
export const IMAGE_WIDTHS: readonly number[] = [
  ...new Set(IMAGE_BREAKPOINTS.flatMap((bp) => IMAGE_DENSITIES.map((d) => bp * d))),
]
  .filter((w) => w <= IMAGE_MAX_SIDE)
  .sort((a, b) => a - b);

/** The height a page asks for a width cropped to an aspect (`imageSrcSet` in the web). */
export const imageHeightFor = (width: number, aspect: number) => Math.round(width / aspect);

/**
 * Whether the proxy renders this size: the original (no width, no height), a `srcset` width in
 * the photo's shape (fit inside) or cropped to an aspect (fit cover), or a fixed size (fit cover).
 * Format is free among `IMAGE_FORMATS`; quality one of `IMAGE_QUALITIES`.
 */
export function isServedImageVariant(v: { w?: number; h?: number; q: number; fit: string }): boolean {
  if (!(IMAGE_QUALITIES as readonly number[]).includes(v.q)) return false;
  if (v.w === undefined && v.h === undefined) return v.fit === 'inside';
  if (v.w === undefined) return false;
  if (v.h === undefined) return v.fit === 'inside' && IMAGE_WIDTHS.includes(v.w);
  if (v.fit !== 'cover') return false;
  const { w, h } = v;
  if (Object.values(IMAGE_FIXED_SIZES).some((s) => s.width === w && s.height === h)) return true;
  return IMAGE_WIDTHS.includes(w) && IMAGE_ASPECTS.some((a) => imageHeightFor(w, a) === h);
}
