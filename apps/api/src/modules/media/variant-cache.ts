import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isSafeMediaKey } from './media-storage';

/**
 * Variants on local disk under `<root>` (`${MEDIA_DIR}/.cache`): `<key>/<canonical modifiers>.<format>`,
 * so every variant of one photo sits in one folder and goes with it. Keys are checked by the caller
 * and again here; the root is never reachable as a media key (keys cannot start with a dot).
 */
export function createVariantCache(root: string) {
  const base = path.resolve(root);
  const folderOf = (key: string) => {
    if (!isSafeMediaKey(key)) throw new Error('unsafe media key');
    const folder = path.resolve(base, key);
    if (!folder.startsWith(base + path.sep)) throw new Error('unsafe media key');
    return folder;
  };
  const fileOf = (key: string, variant: string) => path.join(folderOf(key), variant);
  const inFlight = new Map<string, Promise<Buffer>>();

  return {
    /** The cached bytes, or renders them once (concurrent requests share one render) and caches them. */
    async getOrRender(key: string, variant: string, render: () => Promise<Buffer>): Promise<Buffer> {
      const file = fileOf(key, variant);
      try {
        return await readFile(file);
      } catch {
        // not cached yet
      }
      const pending = inFlight.get(file);
      if (pending) return pending;
      const job = (async () => {
        const data = await render();
        await mkdir(path.dirname(file), { recursive: true });
        const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        await writeFile(tmp, data);
        await rename(tmp, file);
        return data;
      })().finally(() => inFlight.delete(file));
      inFlight.set(file, job);
      return job;
    },
    /** Removes every variant of a key (the photo was deleted). */
    async purge(key: string) {
      await rm(folderOf(key), { recursive: true, force: true });
    },
  };
}
export type VariantCache = ReturnType<typeof createVariantCache>;
