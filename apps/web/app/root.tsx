import * as endpoints from '@biclou/contracts/endpoints/session';
import { useEffect, useState, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches, useRouteError } from 'react-router';
import type { Route } from './+types/root';
// A link of the root route, not a side-effect import: imported, the stylesheet would belong to the
// shell chunk, and every lazy chunk that imports the shell would list it as a dependency. React
// Router marks such a file's <link> (href + "#") so Vite's loader cannot find it, and the first
// lazy import then adds the same stylesheet a second time: a full style recalculation of the page
// (~60 ms on the landing page, 4x that on a phone) and every later one twice as slow (benchmarks
// "Hydration long task — 2026-11-28").
import appStylesheet from './app.css?url';
import { AppProviders } from './shell/app-providers';
import { useForbidden } from './context/forbidden-context';
import { whenShellInteractive } from './components/deferred';
import { useLocaleSync } from './shell/use-locale-sync';
import { useRootData } from './context/use-root-data';
import type { RootData } from './context/root-data';
import { PageHead } from './shell/chrome/page-head';
import { headFromLoaderData } from './lib/seo/page-head-data';
import { ErrorPage } from './features/errors/lazy-error-page';
import { RootErrorBoundary } from './features/errors/root-error-boundary';
import { BOOT_SCRIPT, replayPreHydrationInput } from './lib/boot-script';
import { useCspNonce } from './lib/csp-nonce';
import { THEME_COOKIE } from './lib/constants';
import { readCookie } from './lib/cookies';
import { catalogueUrl } from './lib/i18n/create-i18n';
import { htmlLang, localeFromPath } from './lib/i18n/locales';
import { isDevelopment, mapTilesConfig } from './lib/runtime-env.server';
import { loadSessionUser, pageUrl, serverCall } from './lib/server-api';
import { applyThemeToDocument, parseThemePreference, resolveTheme, THEME_BOOT_SCRIPT } from './lib/theme/theme';
import { useIsomorphicLayoutEffect } from './lib/use-isomorphic-layout-effect';
import { metaFromRouteId } from './routing/route-meta';
import { manifestUrl } from './lib/pwa/pwa-paths';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: appStylesheet }];

/** Startup (spec §7): booking settings always, the user when a session exists. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const [settings, user] = await Promise.all([
    serverCall(context.api, endpoints.getSettings),
    loadSessionUser(context.api, request),
  ]);
  const cookieTheme = readCookie(request.headers.get('cookie'), THEME_COOKIE);
  return {
    user,
    settings: settings.data,
    theme: parseThemePreference(cookieTheme ?? user?.theme),
    origin: pageUrl(request).origin,
    isDev: isDevelopment(),
    requestId: context.requestId ?? null,
    mapTiles: mapTilesConfig(),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  // Inline scripts run under the strict CSP only with the response's nonce (lib/csp-nonce.tsx).
  const nonce = useCspNonce();
  const { pathname, search } = useLocation();
  const routeError = useRouteError();
  const locale = localeFromPath(pathname);
  const leaf = useMatches().at(-1);
  const def = metaFromRouteId(leaf?.id);
  const [preference, setPreference] = useState(data?.theme ?? 'system');
  const mode = resolveTheme(def?.theme, preference);
  useIsomorphicLayoutEffect(() => applyThemeToDocument(mode), [mode]);
  useLocaleSync(locale);
  // Tells tests and tools that the page is interactive (React handlers attached).
  // The header's menus hydrate from their own chunk (lazy-shell): wait for them too.
  useEffect(() => {
    // React now handles events: give it what was typed or submitted before (boot-script.ts).
    replayPreHydrationInput();
    whenShellInteractive(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);

  return (
    <html
      lang={htmlLang(locale)}
      data-locale={locale}
      data-theme={mode ?? 'system'}
      className={mode === 'dark' ? 'dark' : undefined}
      style={mode ? { colorScheme: mode } : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <PageHead
          def={def}
          locale={locale}
          origin={data?.origin}
          pathname={pathname}
          search={search}
          error={routeError != null}
          override={headFromLoaderData(leaf?.data)}
        />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={manifestUrl(locale)} />
        <link rel="preload" href={catalogueUrl(locale)} as="fetch" crossOrigin="anonymous" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white font-sans antialiased dark:bg-neutral-950">
        <AppProviders
          user={data?.user ?? null}
          settings={data?.settings ?? null}
          preference={preference}
          onPreferenceChange={setPreference}
          forcedTheme={def?.theme}
        >
          {children}
        </AppProviders>
        <ScrollRestoration />
        <Scripts />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
      </body>
    </html>
  );
}

export default function App() {
  const { forbidden } = useForbidden();
  return forbidden ? <ErrorPage status={403} /> : <Outlet />;
}

export const ErrorBoundary = RootErrorBoundary;
