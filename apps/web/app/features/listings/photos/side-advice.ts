import type { Photo } from '@biclou/contracts/media';

/**
 * Spec §5: at least one side picture is advised. Photos carry no role, but their shape tells: the
 * whole bike seen from the side is wider than high, so a landscape photo counts as one. The advice
 * goes once such a photo is uploaded; before, it says what to add ('none') or, when every photo
 * stands upright, what is still missing ('upright').
 */
export function sideAdvice(photos: readonly Pick<Photo, 'width' | 'height'>[]): 'none' | 'upright' | null {
  if (photos.some((p) => p.width > p.height)) return null;
  return photos.length ? 'upright' : 'none';
}
