import { z } from './zod';
import { IMAGE_FITS, IMAGE_FORMATS, IMAGE_MAX_SIDE } from './media-constants';

export { IMAGE_PROXY_PREFIX } from './media-constants';

/**
 * Proxy modifiers: `w_640,h_480,f_webp,q_75,fit_cover`, or `_` for none. Defaults: webp, quality 75,
 * fit cover when both sides are given (inside otherwise).
 */
export const ImageModifiersSchema = z.object({
  f: z.enum(IMAGE_FORMATS).default('webp'),
  w: z.coerce.number().int().min(1).max(IMAGE_MAX_SIDE).optional(),
  h: z.coerce.number().int().min(1).max(IMAGE_MAX_SIDE).optional(),
  q: z.coerce.number().int().min(1).max(100).default(75),
  fit: z.enum(IMAGE_FITS).optional(),
});
export type ImageModifiers = z.output<typeof ImageModifiersSchema>;

/** A stored photo: `key` is what goes after the modifiers in a proxy URL. */
export const PhotoSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  position: z.number().int(),
  isCover: z.boolean(),
});
export type Photo = z.infer<typeof PhotoSchema>;
