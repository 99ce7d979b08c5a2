import { describe, expect, it } from 'vitest';
import { groupBookings } from './groups';

describe('groupBookings', () => {
  it('groups by what happens next, in order, without empty groups', () => {
    const groups = groupBookings([
      { id: 1, status: 'canceled' as const },
      { id: 2, status: 'requested' as const },
      { id: 3, status: 'paid' as const },
      { id: 4, status: 'ongoing' as const },
    ]);
    expect(groups.map((g) => [g.group, g.items.map((b) => b.id)])).toEqual([
      ['waiting', [2]],
      ['upcoming', [3, 4]],
      ['closed', [1]],
    ]);
  });
});
