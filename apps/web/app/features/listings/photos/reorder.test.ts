import { describe, expect, it } from 'vitest';
import { coverFirst, moveItem } from './reorder';

describe('photo order', () => {
  it('moves an item and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c']);
  });

  it('puts the cover first', () => {
    const photos = [
      { id: 1, isCover: false },
      { id: 2, isCover: true },
      { id: 3, isCover: false },
    ];
    expect(coverFirst(photos).map((p) => p.id)).toEqual([2, 1, 3]);
    expect(coverFirst([{ id: 1, isCover: false }]).map((p) => p.id)).toEqual([1]);
  });
});
