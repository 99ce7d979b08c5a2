import { frameSizeFor, isSizeGuideType, type FrameSizeAdvice, type SizeGuideType } from '@biclou/domain/frame-size';

/**
 * The size guide's form as the URL carries it (`/size-guide?type=road&height=175&inseam=&ebike=true`):
 * the same question on the server render (works before the script runs) and in the browser.
 */
export interface SizeGuideValues {
  type: SizeGuideType;
  height: string;
  inseam: string;
  ebike: boolean;
}

const DEFAULT_SIZE_GUIDE: SizeGuideValues = { type: 'city', height: '', inseam: '', ebike: false };

/** Reads the form from a URL query; unknown values fall back to the defaults. */
export function readSizeGuide(params: URLSearchParams): SizeGuideValues {
  const type = params.get('type');
  return {
    type: isSizeGuideType(type) ? type : DEFAULT_SIZE_GUIDE.type,
    height: (params.get('height') ?? '').trim().slice(0, 8),
    inseam: (params.get('inseam') ?? '').trim().slice(0, 8),
    ebike: params.get('ebike') === 'true',
  };
}

/** A typed measure in cm: "175", "175.5" or the French "175,5"; null when empty or not a number. */
export function parseCm(text: string): number | null {
  const clean = text
    .trim()
    .replace(',', '.')
    .replace(/\s*cm$/i, '');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(clean)) return null;
  return Number(clean);
}

type SizeGuideOutcome =
  | { state: 'empty' }
  | { state: 'invalid'; height: boolean; inseam: boolean; ratio: boolean }
  | { state: 'sized'; advice: FrameSizeAdvice };

/** What the page shows for the values: nothing yet, which field is wrong, or the advice. */
export function sizeGuideOutcome(values: SizeGuideValues): SizeGuideOutcome {
  if (!values.height.trim()) return { state: 'empty' };
  const heightCm = parseCm(values.height);
  const inseamText = values.inseam.trim();
  const inseamCm = inseamText ? parseCm(inseamText) : null;
  const heightBad = heightCm === null;
  const inseamBad = Boolean(inseamText) && inseamCm === null;
  if (heightBad || inseamBad) return { state: 'invalid', height: heightBad, inseam: inseamBad, ratio: false };
  const result = frameSizeFor({ type: values.type, heightCm, inseamCm });
  if (result.ok) return { state: 'sized', advice: result.advice };
  return {
    state: 'invalid',
    height: result.problems.includes('height'),
    inseam: result.problems.includes('inseam'),
    ratio: result.problems.includes('inseam-ratio'),
  };
}

/** The search for bikes of this type and size: `/search?category=road&ebike=true&size=M`. */
export function sizeSearchPath(type: SizeGuideType, size: string, ebike: boolean): string {
  const params = new URLSearchParams({ category: type });
  if (ebike) params.set('ebike', 'true');
  params.set('size', size);
  return `/search?${params.toString()}`;
}
