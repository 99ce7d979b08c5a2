/**
 * The audit log's before → after table, as a person reads it (pure, no React): every field that
 * changed, nested objects flattened (`cancelationOptions.strict.delayDays`), each with the kind of
 * value it holds so the page writes money as money, dates as dates, rates as percentages.
 */

export type AuditValueKind =
  | 'money'
  | 'bp'
  | 'percent'
  | 'date'
  | 'bool'
  | 'days'
  | 'hours'
  | 'minutes'
  | 'months'
  | 'text'
  /** A deposit hold: its status with the amounts it stands for (`HoldState`). */
  | 'hold';

/**
 * Every field an audit row's `before`/`after` holds, with its kind. Each has its label in every
 * language (`admin-ui.audit.fields.<name>`, checked by the catalogue test); a nested path is labelled
 * segment by segment ("Strict · Refund before").
 */
export const AUDIT_FIELDS = {
  // accounts and devices
  role: 'text',
  email: 'text',
  suspendedAt: 'date',
  suspensionReason: 'text',
  emailVerifiedAt: 'date',
  deletedAt: 'date',
  revokedAt: 'date',
  device: 'text',
  name: 'text',
  userId: 'text',
  // listings, reviews, photos
  status: 'text',
  suspendedReason: 'text',
  hidden: 'bool',
  hiddenReason: 'text',
  key: 'text',
  listingId: 'text',
  isCover: 'bool',
  bytes: 'text',
  // settings and countries
  serviceFeeRateBp: 'bp',
  commissionRateBp: 'bp',
  minPayoutCents: 'money',
  requestExpiryHours: 'hours',
  instantPaymentWindowMinutes: 'minutes',
  maxOpenRequests: 'text',
  creditDelayDays: 'days',
  maxBookingDays: 'days',
  maxAdvanceMonths: 'months',
  cancelationOptions: 'text',
  no_notice: 'text',
  short_notice: 'text',
  medium_notice: 'text',
  strict: 'text',
  delayDays: 'days',
  refundBeforeDelayPct: 'percent',
  refundAfterDelayPct: 'percent',
  code: 'text',
  nameEn: 'text',
  nameFr: 'text',
  dialCode: 'text',
  currency: 'text',
  active: 'bool',
  priority: 'text',
  vatRateBp: 'bp',
  // categories
  slug: 'text',
  icon: 'text',
  position: 'text',
  ids: 'text',
  // bookings, disputes, payouts, deposits
  bookingStatus: 'text',
  refundCents: 'money',
  creditOwnerCents: 'money',
  creditPlatformCents: 'money',
  refundChoice: 'text',
  amountCents: 'money',
  failureReason: 'text',
  claimStatus: 'text',
  claimedCents: 'money',
  heldCents: 'money',
  capturedCents: 'money',
  releasedCents: 'money',
  holdStatus: 'text',
  // message templates, page templates, locale pages
  subject: 'text',
  greeting: 'text',
  body: 'text',
  actionLabel: 'text',
  footer: 'text',
  text: 'text',
  kind: 'text',
  locale: 'text',
  title: 'text',
  description: 'text',
  h1: 'text',
  place: 'text',
  // conversations
  message: 'text',
  photo: 'bool',
  closed: 'bool',
  closeReason: 'text',
} as const satisfies Record<string, AuditValueKind>;

export interface AuditChange {
  /** The dotted path (`cancelationOptions.strict.delayDays`). */
  path: string;
  /** Its segments, each labelled on its own. */
  segments: string[];
  kind: AuditValueKind;
  from: unknown;
  to: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function leaves(value: unknown, prefix: string[], out: Map<string, { segments: string[]; value: unknown }>) {
  if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) leaves(v, [...prefix, k], out);
    return;
  }
  if (prefix.length) out.set(prefix.join('.'), { segments: prefix, value });
}

const kindOf = (field: string): AuditValueKind =>
  (AUDIT_FIELDS as Record<string, AuditValueKind>)[field] ??
  (/Cents$/.test(field) ? 'money' : /At$/.test(field) ? 'date' : 'text');

/**
 * The fields that differ between `before` and `after`, nested objects flattened, in their order. A
 * field an update wrote on its `before` side only is one the writer did not say changed: it is not
 * shown as cleared. A deposit hold's status and amounts read as one row (`holdChange`).
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const b = new Map<string, { segments: string[]; value: unknown }>();
  const a = new Map<string, { segments: string[]; value: unknown }>();
  leaves(before, [], b);
  leaves(after, [], a);
  const update = isObject(before) && isObject(after);
  const paths = [...new Set([...b.keys(), ...a.keys()])].filter((p) => !update || a.has(p));
  const changes = paths
    .filter((p) => JSON.stringify(b.get(p)?.value) !== JSON.stringify(a.get(p)?.value))
    .map((path) => {
      const segments = (b.get(path) ?? a.get(path))!.segments;
      return { path, segments, kind: kindOf(segments.at(-1)!), from: b.get(path)?.value, to: a.get(path)?.value };
    });
  return holdChange(before, after, changes);
}

/** A deposit hold as an audit row reads it: its status, what it held, what was captured and released. */
export interface HoldState {
  status: string;
  heldCents: number;
  capturedCents: number;
  releasedCents: number;
}

const HOLD_FIELDS: readonly string[] = ['holdStatus', 'heldCents', 'capturedCents', 'releasedCents'];
const cents = (v: unknown) => (typeof v === 'number' ? v : null);

/**
 * The hold's fields of an entry folded into one "Deposit" row (held €200 → captured €120, €80
 * released), where the page would otherwise show each amount on its own row and lose what the
 * hold became. Rows written before the API recorded every amount on both sides still read whole:
 * what was released is what was held less what was captured.
 */
function holdChange(before: unknown, after: unknown, changes: AuditChange[]): AuditChange[] {
  if (!isObject(before) || !isObject(after) || typeof after.holdStatus !== 'string') return changes;
  const held = cents(before.heldCents) ?? 0;
  const state = (side: Record<string, unknown>, atStart: boolean): HoldState => {
    const status = typeof side.holdStatus === 'string' ? side.holdStatus : 'none';
    const capturedCents = cents(side.capturedCents) ?? 0;
    const ends = status === 'released' || status === 'partially_captured';
    return {
      status,
      heldCents: cents(side.heldCents) ?? (atStart ? held : 0),
      capturedCents,
      releasedCents: cents(side.releasedCents) ?? (!atStart && ends ? held - capturedCents : 0),
    };
  };
  const from = state(before, true);
  const to = state(after, false);
  const first = changes.findIndex((c) => HOLD_FIELDS.includes(c.path));
  const rest = changes.filter((c) => !HOLD_FIELDS.includes(c.path));
  if (first < 0 || JSON.stringify(from) === JSON.stringify(to)) return rest;
  const row: AuditChange = { path: 'holdStatus', segments: ['holdStatus'], kind: 'hold', from, to };
  return [...rest.slice(0, first), row, ...rest.slice(first)];
}

/** The currency an entry's amounts are in (the entry names it, else euros). */
export function currencyOf(before: unknown, after: unknown): string {
  for (const v of [after, before]) if (isObject(v) && typeof v.currency === 'string') return v.currency;
  return 'EUR';
}
