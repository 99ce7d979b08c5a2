import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  checkedMediaKey,
  checkedVariantName,
  UnsafeMediaKeyError,
  VARIANT_AREA,
  type MediaStorage,
  type VariantStore,
} from './media-storage';

const isMissing = (err: unknown) =>
  (err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR';

/** Media on the local disk under `root`; every key is checked and resolved inside the root. */
export function createLocalMediaStorage(root: string): MediaStorage {
  const base = path.resolve(root);

  function fileOf(key: string): string {
    const file = path.resolve(base, checkedMediaKey(key));
    if (!file.startsWith(base + path.sep)) throw new UnsafeMediaKeyError(key);
    return file;
  }

  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async stream(key) {
      const file = fileOf(key);
      try {
        const s = await stat(file);
        if (!s.isFile()) return null;
        return { stream: createReadStream(file), size: s.size };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** Variants on local disk under `<root>/.cache` (`MEDIA_DIR/.cache`): `<key>/<variant>`, so every variant of one photo sits in one folder. */
export function createLocalVariantStore(root: string): VariantStore {
  const base = path.resolve(root, VARIANT_AREA);
  const inside = (relative: string) => {
    const file = path.resolve(base, relative);
    if (!file.startsWith(base + path.sep)) throw new UnsafeMediaKeyError(relative);
    return file;
  };
  const fileOf = (name: string) => inside(checkedVariantName(name));
  return {
    async get(name) {
      try {
        return await readFile(fileOf(name));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async put(name, data) {
      const file = fileOf(name);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, file);
    },
    async delete(name) {
      await rm(fileOf(name), { force: true });
    },
    async deleteAllOf(key) {
      await rm(inside(checkedMediaKey(key)), { recursive: true, force: true });
    },
  };
}
