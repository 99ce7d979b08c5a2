import { CHUNK_RELOAD_THROTTLE_MS } from './constants';

const STORAGE_KEY = 'biclou:chunk-reloads';

/** Messages browsers give when a lazily imported chunk is gone (usually after a deploy). */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk [\w-]+ failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Decides whether to reload after a chunk-load error: at most once per path per 10 s (spec §4),
 * so a chunk that is really missing does not loop. Records the reload when it says yes.
 */
export function shouldReloadAfterChunkError(path: string, storage: StorageLike, now = Date.now()): boolean {
  let stamps: Record<string, number> = {};
  try {
    stamps = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    stamps = {};
  }
  const last = stamps[path];
  if (last !== undefined && now - last < CHUNK_RELOAD_THROTTLE_MS) return false;
  // Keep the record small: forget stamps older than the window.
  const fresh = Object.fromEntries(Object.entries(stamps).filter(([, t]) => now - t < CHUNK_RELOAD_THROTTLE_MS));
  fresh[path] = now;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(fresh));
  } catch {
    return false; // no storage: never reload, we could not stop a loop
  }
  return true;
}
