/** What step 1 of the wizard holds (category, sub-category, e-bike and its facts as typed, brand, model, size). */
export interface InfosValues {
  categoryId: string;
  subCategoryId: string;
  isElec: boolean;
  brand: string;
  model: string;
  sizeCode: string;
  motorType: string;
  batteryWh: string;
  rangeMinKm: string;
  rangeMaxKm: string;
}

/** Where a visitor's step 1 waits while they sign up or log in (decisions "Sweep: /listing/create and /messages for visitors"). */
export const VISITOR_DRAFT_KEY = 'biclou.listing-draft';
/** A draft kept longer than this is forgotten: the visitor has moved on. */
export const VISITOR_DRAFT_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const TEXT_FIELDS = ['categoryId', 'subCategoryId', 'brand', 'model', 'sizeCode'] as const;
/** The e-bike's facts: a draft kept before they were asked has none (they start empty). */
type OptionalTextField = 'motorType' | 'batteryWh' | 'rangeMinKm' | 'rangeMaxKm';
const TEXT_MAX = 200;

/** localStorage (it outlives the tab, so the email's link opened elsewhere still finds it); null when blocked. */
export function browserDraftStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function keepVisitorDraft(storage: DraftStorage | null, values: InfosValues, now: number): void {
  try {
    storage?.setItem(VISITOR_DRAFT_KEY, JSON.stringify({ savedAt: now, values }));
  } catch {
    // Storage full or blocked: the visitor types again after logging in.
  }
}

export function dropVisitorDraft(storage: DraftStorage | null): void {
  try {
    storage?.removeItem(VISITOR_DRAFT_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The kept draft, or null when there is none, it is not ours, or it is older than a week (then it is dropped). */
export function readVisitorDraft(storage: DraftStorage | null, now: number): InfosValues | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(VISITOR_DRAFT_KEY) ?? 'null');
  } catch {
    raw = null;
  }
  const draft = asDraft(raw);
  if (!draft || now - draft.savedAt > VISITOR_DRAFT_MAX_AGE_MS || draft.savedAt > now) {
    if (raw !== null) dropVisitorDraft(storage);
    return null;
  }
  return draft.values;
}

function asDraft(raw: unknown): { savedAt: number; values: InfosValues } | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { savedAt, values } = raw as { savedAt?: unknown; values?: Record<string, unknown> };
  if (typeof savedAt !== 'number' || typeof values !== 'object' || values === null) return null;
  if (typeof values.isElec !== 'boolean') return null;
  for (const field of TEXT_FIELDS) {
    const value = values[field];
    if (typeof value !== 'string' || value.length > TEXT_MAX) return null;
  }
  const optional = (field: OptionalTextField) => {
    const value = values[field];
    return typeof value === 'string' && value.length <= TEXT_MAX ? value : '';
  };
  return {
    savedAt,
    values: {
      categoryId: values.categoryId as string,
      subCategoryId: values.subCategoryId as string,
      isElec: values.isElec,
      brand: values.brand as string,
      model: values.model as string,
      sizeCode: values.sizeCode as string,
      motorType: optional('motorType'),
      batteryWh: optional('batteryWh'),
      rangeMinKm: optional('rangeMinKm'),
      rangeMaxKm: optional('rangeMaxKm'),
    },
  };
}
