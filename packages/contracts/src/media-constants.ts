/**
 * Plain constants of the image proxy, without zod: the web builds image URLs on every page, and
 * `media.ts` builds its schemas at load, which would put zod in the first download.
 */
/** Where the image proxy lives (outside /api/v1): `/_img/{modifiers}/{key}`. */
export const IMAGE_PROXY_PREFIX = '/_img';
export const IMAGE_MAX_SIDE = 2560;
export const IMAGE_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
export const IMAGE_FITS = ['cover', 'contain', 'inside', 'outside', 'fill'] as const;
