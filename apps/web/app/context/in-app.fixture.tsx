import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import en from '../../public/app/lang/en.json';
import fr from '../../public/app/lang/fr.json';
import { createTinyI18n, I18nextProvider } from '../lib/i18n/tiny-i18n';
import { ApiProvider } from './api-context';
import { ForbiddenProvider } from './forbidden-context';
import { SessionProvider } from './session-context';
import { ToastProvider } from './toasts/toast-context';

/**
 * Tests: the server's HTML of `node` inside the app's providers (translations, session, toasts, API
 * client) and a data router at `path`, as a page component meets them (hooks such as useRevalidator).
 */
export function renderInApp(lang: 'en' | 'fr', path: string, node: ReactNode): string {
  const Page = () => (
    <I18nextProvider i18n={createTinyI18n(lang, { en, fr })}>
      <SessionProvider user={null} settings={null}>
        <ToastProvider>
          <ForbiddenProvider>
            <ApiProvider>{node}</ApiProvider>
          </ForbiddenProvider>
        </ToastProvider>
      </SessionProvider>
    </I18nextProvider>
  );
  const Stub = createRoutesStub([{ path, Component: Page }]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />);
}
