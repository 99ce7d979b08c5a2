/**
 * Handover reports (decisions.md "Handover reports"): the checklist the owner fills at
 * pickup (check-in) and at return (check-out), the rules for when each may be written, and the
 * comparison of the two. Pure: the API validates and stores, the web shows, both with these rules.
 */

/** The bike's parts, in the order the form lists them. */
export const CHECKLIST_ITEMS = ['frame', 'wheelsTyres', 'brakes', 'gearsChain', 'lights', 'lockKeys'] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

/** A part's state: fine, damaged (worn beyond normal use, bent, broken) or not there. */
export const ITEM_STATES = ['ok', 'damaged', 'missing'] as const;
export type ItemState = (typeof ITEM_STATES)[number];

export const HANDOVER_KINDS = ['checkin', 'checkout'] as const;
export type HandoverKind = (typeof HANDOVER_KINDS)[number];

export const HANDOVER_LIMITS = {
  minPhotos: 2,
  maxPhotos: 8,
  notesMax: 2000,
  commentMax: 1000,
  odometerMaxKm: 1_000_000,
  accessoryNameMax: 120,
  maxAccessories: 20,
} as const;

export interface HandoverChecklist {
  items: Record<ChecklistItem, ItemState>;
  /** Each accessory listed on the booking, present or not. */
  accessories: { name: string; present: boolean }[];
  /** An e-bike: the battery charge and the charger are recorded. */
  electric: boolean;
  /** E-bikes only (null otherwise). */
  chargerPresent: boolean | null;
}

/** What a report records besides the photos and the notes. */
export interface HandoverFacts {
  checklist: HandoverChecklist;
  /** 0–100, e-bikes only. */
  batteryPercent: number | null;
  /** Optional: bikes without a counter have none. */
  odometerKm: number | null;
}

type HandoverFieldErrors = Partial<Record<string, string>>;

/** English messages (the API answers them as field messages; the web shows its own translations). */
export const HANDOVER_MESSAGES = {
  photosTooFew: `Add at least ${HANDOVER_LIMITS.minPhotos} photos.`,
  photosTooMany: `Add at most ${HANDOVER_LIMITS.maxPhotos} photos.`,
  photosDuplicate: 'Each photo can be added once.',
  battery: 'Enter the battery charge, from 0 to 100 %.',
  electricBike: 'This bike is an e-bike: record its battery charge and charger.',
  batteryNotElectric: 'Only an e-bike has a battery charge.',
  charger: 'Say whether the charger is there.',
  odometer: `Enter the odometer in whole km, from 0 to ${HANDOVER_LIMITS.odometerMaxKm}.`,
  notes: `Notes are at most ${HANDOVER_LIMITS.notesMax} characters.`,
  comment: 'Say what is wrong with this report.',
  commentTooLong: `A comment is at most ${HANDOVER_LIMITS.commentMax} characters.`,
} as const;

/**
 * Field errors of a report (empty when it is valid): the rules both the API and the form apply.
 * `bikeIsElectric` (the listing is an e-bike) makes the e-bike part, so its battery level, required.
 */
export function validateHandover(
  input: HandoverFacts & { notes: string; photoCount: number; bikeIsElectric?: boolean },
): HandoverFieldErrors {
  const errors: HandoverFieldErrors = {};
  const { checklist, batteryPercent, odometerKm } = input;
  if (input.bikeIsElectric && !checklist.electric) errors['checklist.electric'] = HANDOVER_MESSAGES.electricBike;
  if (input.photoCount < HANDOVER_LIMITS.minPhotos) errors.photoIds = HANDOVER_MESSAGES.photosTooFew;
  if (input.photoCount > HANDOVER_LIMITS.maxPhotos) errors.photoIds = HANDOVER_MESSAGES.photosTooMany;
  if (checklist.electric) {
    if (batteryPercent === null || !Number.isInteger(batteryPercent) || batteryPercent < 0 || batteryPercent > 100)
      errors.batteryPercent = HANDOVER_MESSAGES.battery;
    if (checklist.chargerPresent === null) errors['checklist.chargerPresent'] = HANDOVER_MESSAGES.charger;
  } else if (batteryPercent !== null) errors.batteryPercent = HANDOVER_MESSAGES.batteryNotElectric;
  if (
    odometerKm !== null &&
    (!Number.isInteger(odometerKm) || odometerKm < 0 || odometerKm > HANDOVER_LIMITS.odometerMaxKm)
  )
    errors.odometerKm = HANDOVER_MESSAGES.odometer;
  if (input.notes.length > HANDOVER_LIMITS.notesMax) errors.notes = HANDOVER_MESSAGES.notes;
  return errors;
}

/** The differences between check-in and check-out. */
interface HandoverComparison {
  /** Parts fine at check-in, damaged at check-out. */
  newDamage: ChecklistItem[];
  /** Parts there at check-in, missing at check-out. */
  missingItems: ChecklistItem[];
  /** Accessories present at check-in, absent at check-out (by name). */
  missingAccessories: string[];
  /** The e-bike's charger was there and is not. */
  chargerMissing: boolean;
  /** Percentage points lost (negative: charged more than at pickup); null when either level is unknown. */
  batteryDrop: number | null;
  /** Battery levels as recorded, for the display. */
  battery: { checkin: number | null; checkout: number | null };
  /** km ridden by the odometers; null when either is unknown. */
  distanceKm: number | null;
  /** Nothing to report: no new damage, nothing missing. */
  clean: boolean;
}

export function compareHandover(checkin: HandoverFacts, checkout: HandoverFacts): HandoverComparison {
  const newDamage = CHECKLIST_ITEMS.filter(
    (item) => checkin.checklist.items[item] === 'ok' && checkout.checklist.items[item] === 'damaged',
  );
  const missingItems = CHECKLIST_ITEMS.filter(
    (item) => checkin.checklist.items[item] !== 'missing' && checkout.checklist.items[item] === 'missing',
  );
  const absentAtReturn = new Set(checkout.checklist.accessories.filter((a) => !a.present).map((a) => a.name));
  const presentAtReturn = new Set(checkout.checklist.accessories.filter((a) => a.present).map((a) => a.name));
  const missingAccessories = checkin.checklist.accessories
    .filter((a) => a.present && (absentAtReturn.has(a.name) || !presentAtReturn.has(a.name)))
    .map((a) => a.name);
  const chargerMissing = checkin.checklist.chargerPresent === true && checkout.checklist.chargerPresent !== true;
  const batteryDrop =
    checkin.batteryPercent !== null && checkout.batteryPercent !== null
      ? checkin.batteryPercent - checkout.batteryPercent
      : null;
  const distanceKm =
    checkin.odometerKm !== null && checkout.odometerKm !== null ? checkout.odometerKm - checkin.odometerKm : null;
  return {
    newDamage,
    missingItems,
    missingAccessories,
    chargerMissing,
    batteryDrop,
    battery: { checkin: checkin.batteryPercent, checkout: checkout.batteryPercent },
    distanceKm,
    clean: newDamage.length === 0 && missingItems.length === 0 && missingAccessories.length === 0 && !chargerMissing,
  };
}

/** Booking statuses in which a report may be written (the rental is paid and not canceled). */
const CHECKIN_STATUSES = ['paid', 'ongoing'] as const;
const CHECKOUT_STATUSES = ['paid', 'ongoing', 'completed'] as const;

type HandoverRefusal = 'not_paid' | 'too_early' | 'too_late' | 'no_checkin' | 'already_submitted';

/**
 * Whether the owner may submit a report now (null: yes). `today` is the Paris date.
 * - check-in: a paid or ongoing booking, from its start date to its end date;
 * - check-out: once the check-in exists, while the booking is paid, ongoing or just completed.
 */
export function handoverRefusal(input: {
  kind: HandoverKind;
  status: string;
  startDate: string;
  endDate: string;
  today: string;
  checkinExists: boolean;
  reportExists: boolean;
}): HandoverRefusal | null {
  if (input.reportExists) return 'already_submitted';
  if (input.kind === 'checkin') {
    if (!(CHECKIN_STATUSES as readonly string[]).includes(input.status)) return 'not_paid';
    if (input.today < input.startDate) return 'too_early';
    if (input.today > input.endDate) return 'too_late';
    return null;
  }
  if (!input.checkinExists) return 'no_checkin';
  if (!(CHECKOUT_STATUSES as readonly string[]).includes(input.status)) return 'not_paid';
  if (input.today < input.startDate) return 'too_early';
  return null;
}

/** The default checklist of a new report: every part fine, every accessory there. */
export function emptyChecklist(accessoryNames: string[], electric = false): HandoverChecklist {
  return {
    items: Object.fromEntries(CHECKLIST_ITEMS.map((i) => [i, 'ok'])) as Record<ChecklistItem, ItemState>,
    accessories: accessoryNames.map((name) => ({ name, present: true })),
    electric,
    chargerPresent: electric ? true : null,
  };
}
