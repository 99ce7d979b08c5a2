import { SERVICE_WORKER_URL } from './pwa-paths';

/** The version of the worker that last answered a page of this browser (the "updated" toast). */
const SEEN_VERSION_KEY = 'biclou.sw-version';

/** The version of the worker controlling the page, or null when none does (or it does not answer). */
function controllerVersion(container: ServiceWorkerContainer): Promise<string | null> {
  const controller = container.controller;
  if (!controller) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    // A worker just activated on a busy phone may take seconds to start.
    const timer = window.setTimeout(() => resolve(null), 10_000);
    channel.port1.onmessage = (event) => {
      window.clearTimeout(timer);
      resolve(typeof event.data === 'string' ? event.data : null);
    };
    controller.postMessage({ type: 'biclou:version' }, [channel.port2]);
  });
}

/**
 * Registers the service worker (apps/web/sw/service-worker.ts); calls `onUpdated` when a new
 * version of it answers this page where another one answered before, in this tab or another
 * (remembered in localStorage), so each update is said once. The worker exists only in secure
 * contexts (https, localhost): on plain http this does nothing. This module is the only web file
 * that reaches `navigator.serviceWorker` (eslint.config.js, SECURE_CONTEXT_HELPERS), from a chunk
 * of its own loaded after the page's load event (context/toasts/use-service-worker-updates.ts).
 */
export async function registerServiceWorker(onUpdated: () => void): Promise<void> {
  if (!window.isSecureContext || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const check = async () => {
    const version = await controllerVersion(container);
    if (!version) return;
    try {
      const seen = window.localStorage.getItem(SEEN_VERSION_KEY);
      window.localStorage.setItem(SEEN_VERSION_KEY, version);
      if (seen && seen !== version) onUpdated();
    } catch {
      // Storage refused (a private window's quota): no toast, the worker works the same.
    }
  };
  container.addEventListener('controllerchange', () => void check());
  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  await check();
  // A version found while an earlier page was open waited for this page load: it takes over now,
  // from a page that has loaded (never during a navigation, where the page being left would
  // see the change and the new one would not).
  if (registration.waiting && container.controller) registration.waiting.postMessage({ type: 'SKIP_WAITING' });
}
