import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createToastStore, type NewToast, type Toast, type ToastStore } from './toast-store';

interface ToastApi {
  show(toast: NewToast): string;
  success(title: string): string;
  error(title: string): string;
  info(title: string): string;
  dismiss(id: string): void;
}

const ToastContext = createContext<{ store: ToastStore; api: ToastApi } | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createToastStore());
  const value = useMemo(() => {
    const api: ToastApi = {
      show: (t) => store.add(t),
      success: (title) => store.add({ title, color: 'success' }),
      error: (title) => store.add({ title, color: 'error' }),
      info: (title) => store.add({ title, color: 'info' }),
      dismiss: (id) => store.dismiss(id),
    };
    return { store, api };
  }, [store]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

function useToastContext() {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast outside ToastProvider');
  return value;
}

export function useToast(): ToastApi {
  return useToastContext().api;
}

const NO_TOASTS: readonly Toast[] = [];

export function useToasts(): { toasts: readonly Toast[]; store: ToastStore } {
  const { store } = useToastContext();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, () => NO_TOASTS);
  return { toasts, store };
}
