/**
 * The listing state machine as data (spec §4, decisions.md "Listing rules"). Every status change
 * goes through `nextListingStatus`, and each rule named here is checked by the operation.
 */
export const LISTING_STATUSES = ['draft', 'live', 'paused', 'suspended', 'deleted'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export type ListingAction = 'publish' | 'pause' | 'reactivate' | 'delete' | 'suspend' | 'reinstate';
export type ListingActor = 'owner' | 'admin';
/** A precondition the operation checks before it applies the transition. */
type ListingRule = 'complete' | 'no_unfinished_bookings' | 'reason_given';

interface ListingTransition {
  action: ListingAction;
  from: readonly ListingStatus[];
  to: ListingStatus;
  actors: readonly ListingActor[];
  rules: readonly ListingRule[];
}

export const LISTING_TRANSITIONS: readonly ListingTransition[] = [
  /** "Make public": only a complete draft. */
  { action: 'publish', from: ['draft'], to: 'live', actors: ['owner'], rules: ['complete'] },
  { action: 'pause', from: ['live'], to: 'paused', actors: ['owner'], rules: [] },
  { action: 'reactivate', from: ['paused'], to: 'live', actors: ['owner'], rules: ['complete'] },
  /** Soft delete, from any state, refused while a booking is requested, accepted, paid or ongoing. */
  {
    action: 'delete',
    from: ['draft', 'live', 'paused', 'suspended'],
    to: 'deleted',
    actors: ['owner', 'admin'],
    rules: ['no_unfinished_bookings'],
  },
  /** Hides the listing; the owner sees the reason. */
  { action: 'suspend', from: ['draft', 'live', 'paused'], to: 'suspended', actors: ['admin'], rules: ['reason_given'] },
  /** The admin lifts a suspension; the owner decides when to go live again. */
  { action: 'reinstate', from: ['suspended'], to: 'paused', actors: ['admin'], rules: [] },
];

export function findListingTransition(
  from: ListingStatus,
  action: ListingAction,
  actor: ListingActor,
): ListingTransition | undefined {
  return LISTING_TRANSITIONS.find((t) => t.action === action && t.from.includes(from) && t.actors.includes(actor));
}

/** `canTransition('draft', 'publish', 'owner')` → true; `canTransition('live', 'publish', 'owner')` → false. */
export function canTransition(from: ListingStatus, action: ListingAction, actor: ListingActor): boolean {
  return findListingTransition(from, action, actor) !== undefined;
}

/** The status after `action`, or null when the action is not allowed from `from` for `actor`. */
export function nextListingStatus(
  from: ListingStatus,
  action: ListingAction,
  actor: ListingActor,
): ListingStatus | null {
  return findListingTransition(from, action, actor)?.to ?? null;
}

/** Whether anyone but the owner may see the listing. */
export function isPubliclyVisible(status: ListingStatus): boolean {
  switch (status) {
    case 'live':
      return true;
    case 'draft':
    case 'paused':
    case 'suspended':
    case 'deleted':
      return false;
    default:
      return assertNever(status);
  }
}

/** Whether the owner may still edit it (a deleted listing is gone; a suspended one can be fixed). */
export function isEditable(status: ListingStatus): boolean {
  switch (status) {
    case 'draft':
    case 'live':
    case 'paused':
    case 'suspended':
      return true;
    case 'deleted':
      return false;
    default:
      return assertNever(status);
  }
}

function assertNever(x: never): never {
  throw new Error(`unexpected listing status ${String(x)}`);
}
