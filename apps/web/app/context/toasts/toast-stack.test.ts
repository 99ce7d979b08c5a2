import { describe, expect, it } from 'vitest';
import { TOAST_GAP_PX } from '../../lib/constants';
import { STACK_VISIBLE_PHONE, stackHeight, stackPlacement } from './toast-stack';

describe('toast stack', () => {
  const heights = [60, 80, 60];

  it('expands with a 16 px gap', () => {
    expect(TOAST_GAP_PX).toBe(16);
    expect(stackPlacement(0, heights, true, TOAST_GAP_PX).y).toBe(0);
    expect(stackPlacement(2, heights, true, TOAST_GAP_PX).y).toBe(60 + 16 + 80 + 16);
    expect(stackHeight(heights, true, TOAST_GAP_PX)).toBe(200 + 32);
  });

  it('collapses behind the newest', () => {
    expect(stackPlacement(1, heights, false, TOAST_GAP_PX)).toEqual({ y: 12, scale: 0.95, opacity: 1 });
    expect(stackPlacement(4, [1, 1, 1, 1, 1], false, TOAST_GAP_PX).opacity).toBe(0);
    expect(stackHeight(heights, false, TOAST_GAP_PX)).toBe(60 + 24);
  });

  it('shows one toast at a time on phones, never expanded over the page', () => {
    const five = [60, 80, 60, 70, 90];
    for (const expanded of [false, true]) {
      expect(stackPlacement(0, five, expanded, TOAST_GAP_PX, STACK_VISIBLE_PHONE)).toEqual({
        y: 0,
        scale: 1,
        opacity: 1,
      });
      for (let i = 1; i < five.length; i++)
        expect(stackPlacement(i, five, expanded, TOAST_GAP_PX, STACK_VISIBLE_PHONE).opacity).toBe(0);
      expect(stackHeight(five, expanded, TOAST_GAP_PX, STACK_VISIBLE_PHONE)).toBe(60);
    }
  });
});
