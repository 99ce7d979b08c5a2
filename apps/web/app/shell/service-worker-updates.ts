import { pageToasts } from '../context/toasts/toast-context';
import type { Catalogue } from '../lib/i18n/keys-catalogue';
import { catalogueUrl } from '../lib/i18n/create-i18n';
import { localeFromPath } from '../lib/i18n/locales';
import { registerServiceWorker } from '../lib/pwa/service-worker-client';
import { catalogueText } from '../lib/pwa/web-manifest';

/**
 * Runs when loaded, after the page's load event, in a chunk of its own (entry.client.tsx):
 * registers the service worker and says "Biclou was updated" in the page's language when a new
 * version of it took over. The words come from the page's catalogue, already in the browser's
 * cache: nothing of this reaches the page's initial JavaScript (`npm run size`). A refused
 * registration changes nothing: the site works the same without a worker.
 */
void registerServiceWorker(async () => {
  const catalogue = (await (await fetch(catalogueUrl(localeFromPath(window.location.pathname)))).json()) as Catalogue;
  pageToasts()?.add({ title: catalogueText(catalogue, 'pwa.updated'), color: 'info' });
}).catch(() => undefined);
