import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testImage } from '../../test/listing-helpers';
import { detectImageType } from './detect-image-type';
import { parseImageModifiers } from './image-modifiers';
import { createLocalMediaStorage } from './local-media-storage';
import { isSafeMediaKey } from './media-storage';

describe('detectImageType (magic bytes)', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)('recognises a real %s', async (format) => {
    expect(detectImageType(await testImage(format))).toBe(format);
  });
  it.each([
    ['text', Buffer.from('hello world, not an image')],
    ['empty', Buffer.alloc(0)],
    ['GIF', Buffer.from('GIF89a....')],
    ['RIFF but WAVE', Buffer.from('RIFF\0\0\0\0WAVEfmt ')],
    ['HEIC (not accepted)', Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'binary')],
    ['MP4', Buffer.from('\0\0\0\x18ftypisom\0\0\0\0isomiso2', 'binary')],
  ])('refuses %s', (_label, buf) => {
    expect(detectImageType(buf)).toBeNull();
  });
  it('finds avif among the compatible brands', () => {
    expect(detectImageType(Buffer.from('\0\0\0\x1cftypmif1\0\0\0\0mif1avifmiaf', 'binary'))).toBe('avif');
  });
});

describe('isSafeMediaKey', () => {
  it.each([
    ['listings/a/b.webp', true],
    ['a.webp', true],
    ['../a', false],
    ['listings/../../etc/passwd', false],
    ['/etc/passwd', false],
    ['listings\\..\\a', false],
    ['.cache/a', false],
    ['listings/.hidden', false],
    ['listings//a', false],
    ['listings/a/', false],
    ['', false],
    ['a..b/c', false],
    ['http://x/y', false],
    ['a%2fb', false],
  ])('%j → %s', (key, safe) => {
    expect(isSafeMediaKey(key)).toBe(safe);
  });
});

describe('local media storage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'biclou-media-unit-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const storage = createLocalMediaStorage(path.join(root, 'media'));

  it('puts, reads, streams and deletes', async () => {
    await storage.put('listings/x/y.webp', Buffer.from('data'), 'image/webp');
    expect((await storage.get('listings/x/y.webp'))?.toString()).toBe('data');
    expect(await storage.exists('listings/x/y.webp')).toBe(true);
    expect((await storage.stream('listings/x/y.webp'))?.size).toBe(4);
    await storage.delete('listings/x/y.webp');
    expect(await storage.get('listings/x/y.webp')).toBeNull();
    expect(await storage.exists('listings/x')).toBe(false); // a folder is not a file
    await storage.delete('listings/x/y.webp'); // idempotent
  });

  it('refuses keys that would leave the root', async () => {
    writeFileSync(path.join(root, 'outside.txt'), 'secret');
    await expect(storage.get('../outside.txt')).rejects.toThrow(/unsafe media key/);
    await expect(storage.put('../outside.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe media key/);
  });
});

describe('parseImageModifiers', () => {
  it('defaults and canonical form', () => {
    expect(parseImageModifiers('_')).toMatchObject({
      f: 'webp',
      q: 75,
      fit: 'inside',
      canonical: 'f_webp,q_75,w_auto,h_auto,fit_inside',
    });
    expect(parseImageModifiers('fit_cover,q_75,f_webp,h_480,w_640')?.canonical).toBe(
      'f_webp,q_75,w_640,h_480,fit_cover',
    );
    expect(parseImageModifiers('w_640,h_480')?.fit).toBe('cover');
  });
  it.each(['w_0', 'w_2561', 'h_99999', 'q_0', 'f_bmp', 'w_1,w_2', 'w', 'w_', '_w_1', 'w_1,,h_1', 'a'.repeat(101)])(
    'refuses %j',
    (raw) => {
      expect(parseImageModifiers(raw)).toBeNull();
    },
  );
});
