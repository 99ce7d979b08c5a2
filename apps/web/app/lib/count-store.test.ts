import { describe, expect, it, vi } from 'vitest';
import { createCountStore } from './count-store';

describe('createCountStore', () => {
  it('starts unknown, tells listeners of a change once, and keeps each store apart', () => {
    const a = createCountStore();
    const b = createCountStore();
    const heard = vi.fn();
    const stop = a.subscribe(heard);
    expect(a.get()).toBeNull();
    a.set(3);
    a.set(3);
    expect(heard).toHaveBeenCalledTimes(1);
    expect([a.get(), b.get()]).toEqual([3, null]);
    stop();
    a.set(4);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
