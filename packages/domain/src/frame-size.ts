/**
 * The size guide's rule (/size-guide): a rider's height, optionally their inseam, and a bike type
 * give the size a listing states, in the listings' own size scale (the `sizes` table seeded by
 * packages/db/src/seed-catalog.ts): adult frame sizes XS–XL labelled by rider height
 * (XS 150–160 cm, S 160–170, M 170–180, L 180–190, XL over 190), kids' bikes by wheel size
 * (W12–W26), and ONE for bikes made in one size. Pure: no I/O, the same on the server and in the browser.
 */

/** Bike types the guide knows: the listing categories that are ridden (accessories are not). */
export const SIZE_GUIDE_TYPES = [
  'city',
  'road',
  'mountain',
  'gravel',
  'folding',
  'cargo',
  'tandem',
  'bmx',
  'kids',
] as const;
export type SizeGuideType = (typeof SIZE_GUIDE_TYPES)[number];

const ADULT_FRAME_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;
const KIDS_WHEEL_SIZES = ['W12', 'W14', 'W16', 'W20', 'W24', 'W26'] as const;
const ONE_SIZE = 'ONE';
export type FrameSizeCode = (typeof ADULT_FRAME_SIZES)[number] | (typeof KIDS_WHEEL_SIZES)[number] | typeof ONE_SIZE;

/** Every code the guide can answer; each is a row of the listings' size scale (checked by an API test). */
export const SIZE_GUIDE_CODES: readonly FrameSizeCode[] = [...ADULT_FRAME_SIZES, ...KIDS_WHEEL_SIZES, ONE_SIZE];

/** Inputs accepted, in cm. */
export const HEIGHT_RANGE = { min: 80, max: 220 } as const;
export const INSEAM_RANGE = { min: 30, max: 110 } as const;
/** An inseam is 40–53 % of a height for nearly everyone; outside a wider band it is a typing mistake. */
export const INSEAM_TO_HEIGHT = { min: 0.36, max: 0.58 } as const;
/** The average inseam-to-height ratio: an inseam is read as the height it usually goes with. */
const AVERAGE_INSEAM_RATIO = 0.47;

/** Rider heights where the next adult size starts (the listings' size labels): XS < 160 ≤ S < 170 ≤ M… */
const ADULT_BOUNDS = [160, 170, 180, 190] as const;
/** The adult scale starts at XS, 150 cm; below it the rider is told to look at kids' bikes too. */
const ADULT_MIN = 150;
/** Kids' wheel sizes by the child's height: W12 below 98 cm, W14 from 98, W16 from 105… W26 from 145. */
const KIDS_BOUNDS = [98, 105, 115, 130, 145] as const;
const KIDS_MIN = 85;
const KIDS_MAX = 165;
/** Heights a one-size bike fits (makers give 150–195 cm for folding and cargo bikes, 140–190 for BMX). */
export const ONE_SIZE_FIT: Record<'folding' | 'cargo' | 'bmx', { min: number; max: number }> = {
  folding: { min: 150, max: 195 },
  cargo: { min: 155, max: 195 },
  bmx: { min: 140, max: 190 },
};
/** Within this many cm of a boundary, the neighbouring size is worth a try as well. */
const BETWEEN_SIZES_CM = 2;

/**
 * The frame measurement makers print, from the inseam: seat tube in cm for road and gravel bikes
 * (inseam × 0.665, centre to top), for city bikes and tandems (× 0.66), in inches for mountain
 * bikes (inseam in cm × 0.226).
 */
const FRAME_MEASURE: Partial<Record<SizeGuideType, { factor: number; unit: 'cm' | 'in' }>> = {
  road: { factor: 0.665, unit: 'cm' },
  gravel: { factor: 0.665, unit: 'cm' },
  city: { factor: 0.66, unit: 'cm' },
  tandem: { factor: 0.66, unit: 'cm' },
  mountain: { factor: 0.226, unit: 'in' },
};

export interface FrameSizeInput {
  type: SizeGuideType;
  heightCm: number;
  inseamCm?: number | null;
}

type FrameSizeProblem = 'height' | 'inseam' | 'inseam-ratio';

export interface FrameSizeAdvice {
  code: FrameSizeCode;
  /** The scale the code belongs to: adult frames, kids' wheels, or one size. */
  scale: 'frame' | 'wheel' | 'one';
  /** The neighbouring size also worth trying when the rider is within 2 cm of a boundary. */
  alternative: FrameSizeCode | null;
  /** What the size was read from: the inseam when given (more precise for the legs), else the height. */
  basis: 'height' | 'inseam';
  /** The rider is outside what this type of bike fits (e.g. 140 cm on an adult frame, 200 cm on a BMX). */
  fit: 'ok' | 'too-small' | 'too-tall';
  /** The frame measurement makers print (seat tube), from the inseam given or estimated; null for one-size and kids' bikes. */
  frame: { value: number; unit: 'cm' | 'in'; estimated: boolean } | null;
}

type FrameSizeResult = { ok: true; advice: FrameSizeAdvice } | { ok: false; problems: FrameSizeProblem[] };

export function isSizeGuideType(value: unknown): value is SizeGuideType {
  return typeof value === 'string' && (SIZE_GUIDE_TYPES as readonly string[]).includes(value);
}

/** Which scale a type of bike is sized on. */
export function sizeScaleOf(type: SizeGuideType): FrameSizeAdvice['scale'] {
  if (type === 'kids') return 'wheel';
  if (type === 'folding' || type === 'cargo' || type === 'bmx') return 'one';
  return 'frame';
}

/** The index of the band `value` falls in: 0 below bounds[0], bounds.length at or above the last. */
function bandOf(value: number, bounds: readonly number[]): number {
  let i = 0;
  while (i < bounds.length && value >= bounds[i]!) i += 1;
  return i;
}

/** The neighbouring band when `value` is within BETWEEN_SIZES_CM of a boundary, else null. */
function neighbourBand(value: number, bounds: readonly number[], band: number): number | null {
  const upper = bounds[band];
  if (upper !== undefined && upper - value <= BETWEEN_SIZES_CM) return band + 1;
  const lower = bounds[band - 1];
  if (lower !== undefined && value - lower < BETWEEN_SIZES_CM) return band - 1;
  return null;
}

/** Checks the measurements; an empty list means they can be sized. */
export function frameSizeProblems(input: FrameSizeInput): FrameSizeProblem[] {
  const problems: FrameSizeProblem[] = [];
  const { heightCm, inseamCm } = input;
  const heightOk = Number.isFinite(heightCm) && heightCm >= HEIGHT_RANGE.min && heightCm <= HEIGHT_RANGE.max;
  if (!heightOk) problems.push('height');
  if (inseamCm !== undefined && inseamCm !== null) {
    if (!Number.isFinite(inseamCm) || inseamCm < INSEAM_RANGE.min || inseamCm > INSEAM_RANGE.max)
      problems.push('inseam');
    else if (heightOk && (inseamCm < heightCm * INSEAM_TO_HEIGHT.min || inseamCm > heightCm * INSEAM_TO_HEIGHT.max))
      problems.push('inseam-ratio');
  }
  return problems;
}

/**
 * The size to look for. Adult frames: the inseam, when given, is read as the height it usually goes
 * with (inseam ÷ 0.47), so a long-legged rider moves up a size; kids' bikes go by height; folding,
 * cargo bikes and BMX are one size, with a fit range. Never decreases when the height (or the
 * inseam) grows.
 */
export function frameSizeFor(input: FrameSizeInput): FrameSizeResult {
  const problems = frameSizeProblems(input);
  if (problems.length) return { ok: false, problems };
  const { type, heightCm } = input;
  const inseamCm = input.inseamCm ?? null;
  const scale = sizeScaleOf(type);

  if (scale === 'wheel') {
    const band = bandOf(heightCm, KIDS_BOUNDS);
    const near = neighbourBand(heightCm, KIDS_BOUNDS, band);
    const fit = heightCm < KIDS_MIN ? 'too-small' : heightCm > KIDS_MAX ? 'too-tall' : 'ok';
    return {
      ok: true,
      advice: {
        code: KIDS_WHEEL_SIZES[band]!,
        scale,
        alternative: near === null ? null : KIDS_WHEEL_SIZES[near]!,
        basis: 'height',
        fit,
        frame: null,
      },
    };
  }

  if (scale === 'one') {
    const range = ONE_SIZE_FIT[type as keyof typeof ONE_SIZE_FIT];
    const fit = heightCm < range.min ? 'too-small' : heightCm > range.max ? 'too-tall' : 'ok';
    return { ok: true, advice: { code: ONE_SIZE, scale, alternative: null, basis: 'height', fit, frame: null } };
  }

  const basis = inseamCm === null ? 'height' : 'inseam';
  const reading = inseamCm === null ? heightCm : inseamCm / AVERAGE_INSEAM_RATIO;
  const band = bandOf(reading, ADULT_BOUNDS);
  const near = neighbourBand(reading, ADULT_BOUNDS, band);
  const measure = FRAME_MEASURE[type]!;
  const legs = inseamCm ?? heightCm * AVERAGE_INSEAM_RATIO;
  const value = legs * measure.factor;
  return {
    ok: true,
    advice: {
      code: ADULT_FRAME_SIZES[band]!,
      scale,
      alternative: near === null ? null : ADULT_FRAME_SIZES[near]!,
      basis,
      fit: reading < ADULT_MIN ? 'too-small' : 'ok',
      frame: {
        value: measure.unit === 'in' ? Math.round(value * 2) / 2 : Math.round(value),
        unit: measure.unit,
        estimated: inseamCm === null,
      },
    },
  };
}

/** The position of a code on its scale, to compare sizes (XS < S < … ; W12 < W14 < …; ONE is 0). */
export function sizeRank(code: FrameSizeCode): number {
  const adult = (ADULT_FRAME_SIZES as readonly string[]).indexOf(code);
  if (adult >= 0) return adult;
  const kids = (KIDS_WHEEL_SIZES as readonly string[]).indexOf(code);
  return kids >= 0 ? kids : 0;
}
