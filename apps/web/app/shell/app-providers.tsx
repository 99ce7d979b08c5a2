import type { Me } from '@biclou/contracts/account';
import type { SettingsResponse } from '@biclou/contracts/settings';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ApiProvider } from '../context/api-context';
import type { ForcedTheme, ThemePreference } from '../lib/theme/theme';
import { SessionProvider } from '../context/session-context';
import { ThemeProvider } from '../context/theme-context';
import { ToastProvider, useToasts } from '../context/toasts/toast-context';
import { ChunkErrorReloader } from './chunk-error-reloader';
import { ForbiddenProvider } from '../context/forbidden-context';
import { PlainLinkProvider } from '../routing/plain-link-context';

const Toaster = lazy(() => import('../context/toasts/toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toast stack (Radix toast, ~8 kB gzip) loads in its own chunk once the page is idle, or at
 * once when a toast is shown first: no page shows a toast on its first paint.
 */
function DeferredToaster() {
  const { toasts } = useToasts();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const ric = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = ric(() => setIdle(true));
    return () => cancel(id);
  }, []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

interface AppProvidersProps {
  user: Me | null;
  settings: SettingsResponse | null;
  preference: ThemePreference;
  onPreferenceChange(preference: ThemePreference): void;
  forcedTheme: ForcedTheme | undefined;
  children: ReactNode;
}

export function AppProviders({
  user,
  settings,
  preference,
  onPreferenceChange,
  forcedTheme,
  children,
}: AppProvidersProps) {
  return (
    <PlainLinkProvider>
      <SessionProvider user={user} settings={settings}>
        <ToastProvider>
          <ForbiddenProvider>
            <ApiProvider>
              <ThemeProvider preference={preference} onPreferenceChange={onPreferenceChange} forced={forcedTheme}>
                {children}
                <DeferredToaster />
                <ChunkErrorReloader />
              </ThemeProvider>
            </ApiProvider>
          </ForbiddenProvider>
        </ToastProvider>
      </SessionProvider>
    </PlainLinkProvider>
  );
}
