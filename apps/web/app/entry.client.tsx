import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from './lib/i18n/tiny-i18n';
import { HydratedRouter } from 'react-router/dom';
import { initClientI18n } from './lib/i18n/client-i18n';
import { localeFromPath } from './lib/i18n/locales';

// The page's language file is preloaded in <head>; hydrate once it is in.
initClientI18n(localeFromPath(window.location.pathname))
  .then((i18n) => {
    startTransition(() => {
      hydrateRoot(
        document,
        <I18nextProvider i18n={i18n}>
          <StrictMode>
            <HydratedRouter />
          </StrictMode>
        </I18nextProvider>,
      );
    });
  })
  .catch((error: unknown) => {
    // The server-rendered page stays usable (plain links and forms) without hydration.
    console.error(error);
  });
