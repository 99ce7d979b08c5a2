/**
 * What renters of e-bikes ask first: the motor, the battery and how far one charge goes
 * (decisions.md "E-bike facts"). Required when a listing is an e-bike (`isElec`); a plain bike
 * has none. Listings made before these facts existed keep working: their owners get a hint.
 */
export const MOTOR_TYPES = ['hub_rear', 'hub_front', 'mid_drive'] as const;
export type MotorType = (typeof MOTOR_TYPES)[number];

export const EBIKE_LIMITS = {
  /** Battery capacity in watt-hours: a small folding bike's pack to a cargo bike's dual battery. */
  minBatteryWh: 100,
  maxBatteryWh: 2000,
  /** Range per charge in kilometres, both ends of the owner's range. */
  minRangeKm: 5,
  maxRangeKm: 300,
} as const;

/** The API answers these (422 field messages); the web catalogues translate them by their English text. */
export const EBIKE_MESSAGES = {
  motorType: 'Choose the motor type.',
  batteryWh: `The battery capacity must be a whole number of Wh between ${EBIKE_LIMITS.minBatteryWh} and ${EBIKE_LIMITS.maxBatteryWh}.`,
  rangeKm: `The range must be a whole number of km between ${EBIKE_LIMITS.minRangeKm} and ${EBIKE_LIMITS.maxRangeKm}.`,
  rangeOrder: 'The longest range must be at least the shortest.',
} as const;

export interface EbikeFacts {
  motorType: MotorType | null;
  batteryWh: number | null;
  rangeMinKm: number | null;
  rangeMaxKm: number | null;
}
type EbikeFactField = keyof EbikeFacts;

const NO_FACTS: EbikeFacts = { motorType: null, batteryWh: null, rangeMinKm: null, rangeMaxKm: null };

const wholeIn = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/**
 * What is wrong with an e-bike's facts, one message per field (`{}` when they are fine). A plain
 * bike is never refused: its facts are dropped (`ebikeFactsToStore`). A value refused by its own
 * rule is not compared again, so each field gets one message.
 */
export function ebikeFactsProblems(
  input: { isElec: boolean } & { [K in EbikeFactField]?: unknown },
): Partial<Record<EbikeFactField, string>> {
  if (!input.isElec) return {};
  const problems: Partial<Record<EbikeFactField, string>> = {};
  if (!(MOTOR_TYPES as readonly unknown[]).includes(input.motorType)) problems.motorType = EBIKE_MESSAGES.motorType;
  if (!wholeIn(input.batteryWh, EBIKE_LIMITS.minBatteryWh, EBIKE_LIMITS.maxBatteryWh))
    problems.batteryWh = EBIKE_MESSAGES.batteryWh;
  const min = wholeIn(input.rangeMinKm, EBIKE_LIMITS.minRangeKm, EBIKE_LIMITS.maxRangeKm) ? input.rangeMinKm : null;
  const max = wholeIn(input.rangeMaxKm, EBIKE_LIMITS.minRangeKm, EBIKE_LIMITS.maxRangeKm) ? input.rangeMaxKm : null;
  if (min === null) problems.rangeMinKm = EBIKE_MESSAGES.rangeKm;
  if (max === null) problems.rangeMaxKm = EBIKE_MESSAGES.rangeKm;
  else if (min !== null && max < min) problems.rangeMaxKm = EBIKE_MESSAGES.rangeOrder;
  return problems;
}

/** What a listing stores: an e-bike's facts as given (checked before), none for a plain bike. */
export function ebikeFactsToStore(input: { isElec: boolean } & Partial<EbikeFacts>): EbikeFacts {
  if (!input.isElec) return NO_FACTS;
  return {
    motorType: input.motorType ?? null,
    batteryWh: input.batteryWh ?? null,
    rangeMinKm: input.rangeMinKm ?? null,
    rangeMaxKm: input.rangeMaxKm ?? null,
  };
}

/**
 * An e-bike listed before its facts were asked: the owner is asked to add them (a hint on the
 * dashboard, never a block on publishing or booking).
 */
export function ebikeFactsMissing(l: { isElec: boolean } & Partial<EbikeFacts>): boolean {
  return l.isElec && (l.motorType == null || l.batteryWh == null || l.rangeMinKm == null || l.rangeMaxKm == null);
}
