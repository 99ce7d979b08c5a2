import { describe, expect, it } from 'vitest';
import { PHONE_DROPDOWN_MIN_SPACE_BELOW_PX, PHONE_TYPEAHEAD_RESET_MS } from '../../lib/constants';
import { createTypeahead, opensAbove } from './typeahead';

const names = ['France', 'Suisse', 'Belgique', 'Luxembourg', 'Allemagne', 'Autriche', 'Espagne'];

describe('type-to-find', () => {
  it('adds keys typed within 700 ms and resets after', () => {
    const ta = createTypeahead();
    expect(PHONE_TYPEAHEAD_RESET_MS).toBe(700);
    expect(ta.type('a', names, 0)).toBe(4);
    expect(ta.type('u', names, 300)).toBe(5);
    expect(ta.buffer).toBe('au');
    expect(ta.type('b', names, 300 + 701)).toBe(2);
    expect(ta.buffer).toBe('b');
  });

  it('ignores accents and case', () => {
    const ta = createTypeahead();
    expect(ta.type('e', ['États-Unis', 'Espagne'], 0)).toBe(0);
  });
});

describe('dropdown placement', () => {
  it('opens above when under 200 px remain below', () => {
    expect(PHONE_DROPDOWN_MIN_SPACE_BELOW_PX).toBe(200);
    expect(opensAbove(199, PHONE_DROPDOWN_MIN_SPACE_BELOW_PX)).toBe(true);
    expect(opensAbove(200, PHONE_DROPDOWN_MIN_SPACE_BELOW_PX)).toBe(false);
  });
});
