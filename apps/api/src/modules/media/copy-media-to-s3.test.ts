import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, s3Settings } from '../../platform/config/config';
import { s3TestEnv } from '../../test/s3-env';
import { copyMediaToS3 } from './copy-media-to-s3';
import { createS3MediaStorage } from './s3-media-storage';

const run = promisify(execFile);
const s3 = s3TestEnv();
const root = mkdtempSync(path.join(tmpdir(), 'biclou-to-s3-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(relative: string, content: string | Buffer) {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), content);
}

/** `npm run media:to-s3` as an operator runs it (the same command, tsx included), with this environment. */
const command = (env: Record<string, string>, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'apps/api/src/media-to-s3.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', MEDIA_DIR: root, ...env },
    timeout: 60_000,
  }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

describe('npm run media:to-s3', () => {
  it('without S3_BUCKET: one line naming it, exit code 1', async () => {
    const res = await command({});
    expect(res.code).toBe(1);
    expect(res.stderr.trim()).toMatch(/^S3_BUCKET: is required/);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
  });

  describe.skipIf(!s3)('against the S3-compatible server (S3_ENDPOINT)', () => {
    const store = () => createS3MediaStorage(s3Settings(loadConfig(s3!))!);
    const listing = `listings/${randomUUID()}`;
    const chat = `private/messages/${randomUUID()}`;

    it('copies every media file under its key, skips what is there, leaves variants and leftovers', async () => {
      write(`${listing}/a.webp`, 'photo a');
      write(`${listing}/b.jpeg`, 'photo b');
      write(`${chat}/c.webp`, 'private photo');
      write(`.cache/${listing}/a.webp/f_webp,q_75,w_32,h_auto,fit_inside.webp`, 'a variant');
      write(`${listing}/a.webp.123.abc.tmp`, 'half written');
      write(`${listing}/not a key.webp`, 'a space in the name');

      const first = await copyMediaToS3(root, store());
      expect(first).toMatchObject({
        copied: 3,
        skipped: 0,
        failed: [],
        bytes: 'photo a'.length + 'photo b'.length + 13,
      });
      expect(first.refused).toEqual([`${listing}/not a key.webp`]);
      const { storage } = store();
      expect((await storage.get(`${listing}/a.webp`))?.toString()).toBe('photo a');
      expect((await storage.get(`${chat}/c.webp`))?.toString()).toBe('private photo');
      expect(await store().variants.get(`${listing}/a.webp/f_webp,q_75,w_32,h_auto,fit_inside.webp`)).toBeNull();

      // Idempotent: nothing copied twice; a file changed since (another size) is copied again.
      const second = await copyMediaToS3(root, store());
      expect(second).toMatchObject({ copied: 0, skipped: 3, failed: [] });
      write(`${listing}/b.jpeg`, 'photo b, edited');
      expect(await copyMediaToS3(root, store())).toMatchObject({ copied: 1, skipped: 2 });
      expect((await storage.get(`${listing}/b.jpeg`))?.toString()).toBe('photo b, edited');
    });

    it('the command prints the counts; --dry-run writes nothing', async () => {
      write(`${listing}/d.webp`, 'photo d');
      const dry = await command(s3!, '--dry-run');
      expect(dry.code, dry.stderr).toBe(0);
      expect(dry.stdout).toMatch(/to copy: 1 .*already there: 3, not media: 1, failed: 0/);
      expect(await store().storage.exists(`${listing}/d.webp`)).toBe(false);

      const real = await command(s3!);
      expect(real.code, real.stderr).toBe(0);
      expect(real.stdout).toMatch(/copied: 1 .*already there: 3, not media: 1, failed: 0/);
      expect(real.stderr).toBe(''); // no SDK warning on Node 20 either
      expect((await store().storage.get(`${listing}/d.webp`))?.toString()).toBe('photo d');
    });
  });
});
