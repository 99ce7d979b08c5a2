import { useEffect } from 'react';
import { shouldReloadAfterChunkError } from '../lib/chunk-reload';

/** Vite reports a failed preload of a lazy chunk (usually after a deploy): reload, throttled. */
export function ChunkErrorReloader() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (!shouldReloadAfterChunkError(window.location.pathname, window.sessionStorage)) return;
      event.preventDefault();
      window.location.reload();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  return null;
}
