import { describe, expect, it } from 'vitest';
import { listingHistory, type ListingHistoryFacts } from './listing-history';

const base: ListingHistoryFacts = {
  status: 'live',
  createdAt: '2026-01-01T10:00:00Z',
  publishedAt: '2026-01-02T10:00:00Z',
  updatedAt: '2026-01-02T10:00:00Z',
  deletedAt: null,
  adminChanges: [],
};
const suspend = {
  action: 'listing.suspend' as const,
  beforeStatus: 'live' as const,
  afterStatus: 'suspended' as const,
  reason: 'Stolen bike',
  at: '2026-02-01T09:00:00Z',
  adminName: 'Ada Admin',
};
const lift = {
  ...suspend,
  action: 'listing.unsuspend' as const,
  afterStatus: 'live' as const,
  reason: null,
  at: '2026-02-03T09:00:00Z',
};

describe('listingHistory', () => {
  it.each<[string, Partial<ListingHistoryFacts>, [string, string, boolean][]]>([
    ['a draft', { status: 'draft', publishedAt: null }, [['draft', 'owner', true]]],
    [
      'published',
      {},
      [
        ['live', 'owner', true],
        ['draft', 'owner', true],
      ],
    ],
    [
      'suspended then lifted by an admin',
      { adminChanges: [suspend, lift], updatedAt: lift.at },
      [
        ['live', 'admin', true],
        ['suspended', 'admin', true],
        ['live', 'owner', true],
        ['draft', 'owner', true],
      ],
    ],
    [
      'paused by the owner (no trace but updated_at): "since"',
      { status: 'paused', updatedAt: '2026-03-01T00:00:00Z' },
      [
        ['paused', 'owner', false],
        ['live', 'owner', true],
        ['draft', 'owner', true],
      ],
    ],
    [
      'deleted',
      { status: 'deleted', deletedAt: '2026-04-01T00:00:00Z', updatedAt: '2026-04-01T00:00:00Z' },
      [
        ['deleted', 'owner', true],
        ['live', 'owner', true],
        ['draft', 'owner', true],
      ],
    ],
  ])('%s', (_name, o, expected) => {
    const h = listingHistory({ ...base, ...o });
    expect(h.map((e) => [e.status, e.by, e.exact])).toEqual(expected);
    expect([...h].sort((a, b) => b.at.localeCompare(a.at))).toEqual(h);
  });

  it('changes at the same instant follow their chain of statuses, whatever order they come in', () => {
    const at = '2026-02-01T09:00:00Z';
    const h = listingHistory({
      ...base,
      adminChanges: [
        { ...lift, at },
        { ...suspend, at },
      ],
      updatedAt: at,
    });
    expect(h.slice(0, 2).map((e) => e.status)).toEqual(['live', 'suspended']);
  });

  it('keeps who suspended and why', () => {
    const [entry] = listingHistory({ ...base, status: 'suspended', adminChanges: [suspend], updatedAt: suspend.at });
    expect(entry).toMatchObject({ status: 'suspended', adminName: 'Ada Admin', reason: 'Stolen bike', exact: true });
  });
});
