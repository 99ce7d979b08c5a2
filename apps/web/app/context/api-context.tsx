import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/tiny-i18n';
import { useSession } from './session-context';
import { useToast } from './toasts/toast-context';
import { useForbidden } from './forbidden-context';
import { createApiClient, type ApiClient } from '../lib/api-client';
import { translateServerMessage } from '../lib/i18n/translate-server-message';

const ApiContext = createContext<ApiClient | null>(null);

/** Wires the pure API client to this app: session, toasts, forbidden page and translations. */
export function ApiProvider({ children }: { children: ReactNode }) {
  const { i18n, t } = useTranslation();
  const { user, setUser } = useSession();
  const toast = useToast();
  const { showForbidden } = useForbidden();
  // The client is created once; these refs keep its callbacks reading the current values.
  const latest = useRef({ user, i18n, t });
  latest.current = { user, i18n, t };

  const client = useMemo(
    () =>
      createApiClient({
        isLoggedIn: () => latest.current.user !== null,
        onUnauthorized: () => setUser(null),
        onForbidden: showForbidden,
        notifyError: (title) => toast.error(title),
        t: (key, options) => latest.current.t(key, options),
        translateMessage: (message) => translateServerMessage(latest.current.i18n, message),
      }),
    [setUser, showForbidden, toast],
  );
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi outside ApiProvider');
  return client;
}
