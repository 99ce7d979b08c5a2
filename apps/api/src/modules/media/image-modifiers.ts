import { ImageModifiersSchema, type ImageModifiers } from '@biclou/contracts/media';
import { isServedImageVariant } from '@biclou/contracts/media-constants';

export type ParsedModifiers = ImageModifiers & { fit: NonNullable<ImageModifiers['fit']>; canonical: string };

const KEYS = new Set(['f', 'w', 'h', 'q', 'fit']);

/**
 * `w_640,h_480,f_webp,q_75,fit_cover` (any order) or `_` for none → validated modifiers and a
 * canonical form used as the cache file name. Unknown, repeated or out-of-range modifiers
 * (w or h above 2560), and any size or quality no page asks for (`isServedImageVariant`), are refused: null.
 */
export function parseImageModifiers(raw: string): ParsedModifiers | null {
  if (raw.length > 100) return null;
  const entries: Record<string, string> = {};
  if (raw !== '_') {
    for (const part of raw.split(',')) {
      const sep = part.indexOf('_');
      if (sep <= 0) return null;
      const key = part.slice(0, sep);
      const value = part.slice(sep + 1);
      if (!KEYS.has(key) || key in entries || !/^[a-z0-9]{1,8}$/.test(value)) return null;
      entries[key] = value;
    }
  }
  const parsed = ImageModifiersSchema.safeParse(entries);
  if (!parsed.success) return null;
  const m = parsed.data;
  const fit = m.fit ?? (m.w && m.h ? 'cover' : 'inside');
  // Only the sizes pages ask for (decisions "Trust sweep: bad input, SMS codes, image sizes, CSP").
  if (!isServedImageVariant({ w: m.w, h: m.h, q: m.q, fit })) return null;
  const canonical = [
    `f_${m.f}`,
    `q_${m.q}`,
    m.w ? `w_${m.w}` : 'w_auto',
    m.h ? `h_${m.h}` : 'h_auto',
    `fit_${fit}`,
  ].join(',');
  return { ...m, fit, canonical };
}

export const IMAGE_CONTENT_TYPES = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;
