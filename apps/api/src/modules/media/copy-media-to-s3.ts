import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isSafeMediaKey, VARIANT_AREA } from './media-storage';
import type { S3MediaStore } from './s3-media-storage';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
};

interface CopyReport {
  /** Files written to the bucket. */
  copied: number;
  /** Already in the bucket with the same size (a second run copies nothing). */
  skipped: number;
  /** Files whose name is no media key (left alone, listed). */
  refused: string[];
  /** Files that could not be copied, with the reason (the run goes on; run again to retry them). */
  failed: { key: string; error: string }[];
  /** Bytes copied. */
  bytes: number;
}

/** Every file under `root`, as slash-separated paths relative to it; the variant cache and write leftovers are not media. */
async function* mediaFiles(root: string, dir = ''): AsyncGenerator<string> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true }).catch((err) => {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (!dir && entry.name === VARIANT_AREA) continue; // variants are rendered again on demand
    if (entry.isDirectory()) yield* mediaFiles(root, relative);
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) yield relative;
  }
}

/**
 * Copies the media of a local MEDIA_DIR into the bucket under the same keys (`npm run media:to-s3`).
 * Idempotent: a key already in the bucket with the same size is skipped, so a run cut short is
 * simply run again. Local files are never deleted (remove MEDIA_DIR once the site runs on S3).
 */
export async function copyMediaToS3(
  root: string,
  store: Pick<S3MediaStore, 'storage' | 'sizeOf'>,
  options: {
    dryRun?: boolean;
    onFile?: (key: string, outcome: 'copied' | 'skipped' | 'refused' | 'failed') => void;
  } = {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, refused: [], failed: [], bytes: 0 };
  for await (const key of mediaFiles(root)) {
    if (!isSafeMediaKey(key)) {
      report.refused.push(key);
      options.onFile?.(key, 'refused');
      continue;
    }
    try {
      const file = path.join(root, key);
      const size = (await stat(file)).size;
      if ((await store.sizeOf(key)) === size) {
        report.skipped += 1;
        options.onFile?.(key, 'skipped');
        continue;
      }
      if (!options.dryRun) {
        const type = CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
        await store.storage.put(key, await readFile(file), type);
      }
      report.copied += 1;
      report.bytes += size;
      options.onFile?.(key, 'copied');
    } catch (err) {
      report.failed.push({ key, error: err instanceof Error ? err.message : String(err) });
      options.onFile?.(key, 'failed');
    }
  }
  return report;
}
