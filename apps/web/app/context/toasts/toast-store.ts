import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../lib/constants';

export type ToastColor = 'primary' | 'success' | 'info' | 'warning' | 'error' | 'neutral';
export type ToastIcon = 'success' | 'error' | 'info' | 'warning' | 'sun-moon';

/** A toast as spec §3 defines it: id, open flag, icon, title, colour (plus an optional duration). */
export interface Toast {
  id: string;
  open: boolean;
  icon: ToastIcon;
  title: string;
  color: ToastColor;
  duration?: number;
}

export type NewToast = Omit<Toast, 'id' | 'open' | 'icon' | 'color'> & Partial<Pick<Toast, 'icon' | 'color'>>;

export interface ToastStore {
  getSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
  add(toast: NewToast): string;
  /** Closes a toast (timeout, close button, swipe, Escape); it is removed after the exit delay. */
  dismiss(id: string): void;
  remove(id: string): void;
}

const DEFAULT_ICON: Record<ToastColor, ToastIcon> = {
  primary: 'info',
  success: 'success',
  info: 'info',
  warning: 'warning',
  error: 'error',
  neutral: 'info',
};

/** Newest first; at most `TOAST_LIMIT` kept, the oldest dropped (spec §9). */
export function createToastStore(opts: { limit?: number; removeDelayMs?: number } = {}): ToastStore {
  const limit = opts.limit ?? TOAST_LIMIT;
  const removeDelay = opts.removeDelayMs ?? TOAST_REMOVE_DELAY_MS;
  let toasts: readonly Toast[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const set = (next: readonly Toast[]) => {
    toasts = next;
    listeners.forEach((l) => l());
  };

  const remove = (id: string) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    set(toasts.filter((t) => t.id !== id));
  };

  return {
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(toast) {
      counter += 1;
      const id = `toast-${counter}`;
      const color = toast.color ?? 'neutral';
      const next: Toast = { ...toast, id, open: true, color, icon: toast.icon ?? DEFAULT_ICON[color] };
      const kept = [next, ...toasts].slice(0, limit);
      for (const dropped of toasts.filter((t) => !kept.includes(t))) timers.delete(dropped.id);
      set(kept);
      return id;
    },
    dismiss(id) {
      if (!toasts.some((t) => t.id === id && t.open)) return;
      set(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
      timers.set(
        id,
        setTimeout(() => remove(id), removeDelay),
      );
    },
    remove,
  };
}
