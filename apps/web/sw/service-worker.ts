/**
 * Biclou's service worker (decisions "Installable app"), built by @serwist/vite into /sw.js.
 *
 * - Precached: the app shell (the entry, vendor and shell chunks, the root route and the
 *   stylesheet), the offline pages, the icons and the manifests, listed by the build with their
 *   revisions (`self.__SW_MANIFEST`); an entry whose revision changed is fetched again, the rest
 *   stay, and what a new list drops is deleted when the new worker activates.
 * - Every other hashed file of /assets/: from the cache once fetched (a hashed name never changes
 *   content), in a cache named with its format version, at most 300 files for 30 days.
 * - Pages: always from the network. Server-rendered HTML carries the member's data and a
 *   one-response CSP nonce, so none is ever stored; a navigation that fails offline gets the
 *   locale's offline page instead.
 * - Nothing else is handled: API answers (`/api/…`, React Router's `.data`), photos, the socket and
 *   every request that is not a GET go to the network as if there were no worker, and are never
 *   stored.
 * - A new version waits, then takes over at the next page load: the page, once loaded, finds it
 *   waiting and tells it to skip waiting (Serwist's `SKIP_WAITING` message), then finds a new
 *   version answering (`biclou:version`) and says so (lib/pwa/service-worker-client.ts).
 */
import { CacheFirst, ExpirationPlugin, NavigationRoute, NetworkOnly, Serwist, type PrecacheEntry } from 'serwist';
import { offlinePageUrl } from '../app/lib/pwa/pwa-paths';
import { localeFromPath } from '../app/lib/i18n/locales';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const precacheEntries = self.__SW_MANIFEST ?? [];

/** This build's version: a digest of the precache list (FNV-1a), which changes with any file. */
const VERSION = (() => {
  let hash = 0x811c9dc5;
  for (const entry of precacheEntries) {
    const key = typeof entry === 'string' ? entry : `${entry.url}@${entry.revision ?? ''}`;
    for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  }
  return (hash >>> 0).toString(36);
})();

/** Runtime caches are named `biclou-<kind>-v<format>`: a change of format starts a new one. */
const ASSETS_CACHE = 'biclou-assets-v1';
const RUNTIME_CACHES = new Set([ASSETS_CACHE]);

const serwist = new Serwist({
  precacheEntries,
  precacheOptions: { cleanupOutdatedCaches: true },
  cacheId: 'biclou',
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
      handler: new CacheFirst({
        cacheName: ASSETS_CACHE,
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
      }),
    },
  ],
});

serwist.registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [
        {
          handlerDidError: async ({ request }) =>
            serwist.matchPrecache(offlinePageUrl(localeFromPath(new URL(request.url).pathname))),
        },
      ],
    }),
  ),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'biclou:version') event.ports[0]?.postMessage(VERSION);
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => /^biclou-[a-z]+-v\d+$/.test(name) && !RUNTIME_CACHES.has(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

serwist.addEventListeners();
