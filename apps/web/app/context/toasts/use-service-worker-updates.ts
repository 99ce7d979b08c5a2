import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import type { ToastStore } from './toast-store';

/**
 * Registers the service worker (decisions "Installable app") once the page has loaded, and says
 * "Biclou was updated" when a new version of it took over. Called by the toast stack, whose chunk
 * every page loads once idle (app-providers.tsx): the worker adds nothing to a page's initial
 * JavaScript (`npm run size`), and its registration is one more small chunk after that. Production
 * builds only: the development server has no worker.
 */
export function useServiceWorkerUpdates(store: ToastStore) {
  const { t } = useTranslation();
  // Read when an update is announced: the page's language may have changed since it loaded.
  const announce = useRef(() => {});
  announce.current = () => store.add({ title: t('pwa.updated'), color: 'info' });
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    const start = () =>
      void import('../../lib/pwa/service-worker-client')
        .then((m) => m.registerServiceWorker(() => announce.current()))
        // Refused, or the chunk unreachable: the site works the same without a worker.
        .catch(() => undefined);
    if (document.readyState === 'complete') return start();
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
}
