import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../lib/constants';
import { createToastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps at most 5 toasts, newest first', () => {
    const store = createToastStore();
    for (let i = 1; i <= 7; i++) store.add({ title: `t${i}` });
    const titles = store.getSnapshot().map((t) => t.title);
    expect(TOAST_LIMIT).toBe(5);
    expect(titles).toEqual(['t7', 't6', 't5', 't4', 't3']);
  });

  it('removes a closed toast 200 ms later', () => {
    const store = createToastStore();
    const id = store.add({ title: 'hello', color: 'success' });
    store.dismiss(id);
    expect(store.getSnapshot()[0]).toMatchObject({ id, open: false, icon: 'success' });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(TOAST_REMOVE_DELAY_MS).toBe(200);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('notifies subscribers and ignores a second dismiss', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.add({ title: 'x', icon: 'sun-moon' });
    store.dismiss(id);
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
