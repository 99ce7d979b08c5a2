import type { Me } from '@biclou/contracts/account';
import type { SettingsResponse } from '@biclou/contracts/settings';
import type { ReactNode } from 'react';
import { TooltipProvider } from '../../components/ui/tooltip';
import { ApiProvider } from '../../lib/api-context';
import type { ForcedTheme, ThemePreference } from '../../lib/theme/theme';
import { SessionProvider } from '../session/session-context';
import { ThemeProvider } from '../theme/theme-context';
import { ToastProvider } from '../toasts/toast-context';
import { Toaster } from '../toasts/toaster';
import { ChunkErrorReloader } from './chunk-error-reloader';
import { ForbiddenProvider } from './forbidden-context';

interface AppProvidersProps {
  user: Me | null;
  settings: SettingsResponse | null;
  preference: ThemePreference;
  onPreferenceChange(preference: ThemePreference): void;
  forcedTheme: ForcedTheme | undefined;
  children: ReactNode;
}

export function AppProviders({ user, settings, preference, onPreferenceChange, forcedTheme, children }: AppProvidersProps) {
  return (
    <SessionProvider user={user} settings={settings}>
      <ToastProvider>
        <ForbiddenProvider>
          <ApiProvider>
            <ThemeProvider preference={preference} onPreferenceChange={onPreferenceChange} forced={forcedTheme}>
              <TooltipProvider>
                {children}
                <Toaster />
                <ChunkErrorReloader />
              </TooltipProvider>
            </ThemeProvider>
          </ApiProvider>
        </ForbiddenProvider>
      </ToastProvider>
    </SessionProvider>
  );
}
