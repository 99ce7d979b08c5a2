import { describe, expect, it } from 'vitest';
import {
  canTransition,
  isEditable,
  isPubliclyVisible,
  LISTING_STATUSES,
  LISTING_TRANSITIONS,
  nextListingStatus,
  type ListingAction,
  type ListingActor,
  type ListingStatus,
} from './listing-status';

describe('listing transitions', () => {
  it.each([
    ['draft', 'publish', 'owner', 'live'],
    ['live', 'publish', 'owner', null],
    ['paused', 'publish', 'owner', null],
    ['draft', 'publish', 'admin', null],
    ['live', 'pause', 'owner', 'paused'],
    ['draft', 'pause', 'owner', null],
    ['paused', 'pause', 'owner', null],
    ['paused', 'reactivate', 'owner', 'live'],
    ['live', 'reactivate', 'owner', null],
    ['draft', 'reactivate', 'owner', null],
    ['suspended', 'reactivate', 'owner', null],
    ['draft', 'delete', 'owner', 'deleted'],
    ['live', 'delete', 'owner', 'deleted'],
    ['paused', 'delete', 'owner', 'deleted'],
    ['suspended', 'delete', 'owner', 'deleted'],
    ['deleted', 'delete', 'owner', null],
    ['live', 'delete', 'admin', 'deleted'],
    ['live', 'suspend', 'admin', 'suspended'],
    ['draft', 'suspend', 'admin', 'suspended'],
    ['paused', 'suspend', 'admin', 'suspended'],
    ['live', 'suspend', 'owner', null],
    ['deleted', 'suspend', 'admin', null],
    ['suspended', 'reinstate', 'admin', 'paused'],
    ['suspended', 'reinstate', 'owner', null],
  ] as [ListingStatus, ListingAction, ListingActor, ListingStatus | null][])(
    '%s --%s by %s--> %s',
    (from, action, actor, to) => {
      expect(nextListingStatus(from, action, actor)).toBe(to);
      expect(canTransition(from, action, actor)).toBe(to !== null);
    },
  );

  it('publishing and reactivating require a complete listing; deleting requires no unfinished bookings', () => {
    const rules = Object.fromEntries(LISTING_TRANSITIONS.map((t) => [t.action, t.rules]));
    expect(rules).toMatchObject({
      publish: ['complete'],
      reactivate: ['complete'],
      delete: ['no_unfinished_bookings'],
      pause: [],
    });
  });

  it('nothing leaves deleted', () => {
    expect(LISTING_TRANSITIONS.filter((t) => t.from.includes('deleted'))).toEqual([]);
  });

  it('only live listings are public; deleted ones cannot be edited', () => {
    expect(LISTING_STATUSES.filter(isPubliclyVisible)).toEqual(['live']);
    expect(LISTING_STATUSES.filter((s) => !isEditable(s))).toEqual(['deleted']);
  });
});
