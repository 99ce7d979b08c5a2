import { describe, expect, it } from 'vitest';
import { BOOT_MODULE_ID } from './boot-script';
import { deferHydrationPipe, deferHydrationScripts } from './defer-hydration.server';

/** The rewrite on a page's bytes, read back as text. */
const rewrite = (html: string) => deferHydrationScripts(Buffer.from(html, 'utf8'))?.toString('utf8') ?? null;

const CONTEXT = '<script>window.__reactRouterContext = {"ssr":true};</script>';
const MODULE =
  '<script type="module" async="">import * as route0 from "/assets/root-A.js";\nimport("/assets/entry.client-B.js");</script>';
const SHELL =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><title>Vélos à Lyon - Biclou</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-B.js"/><link rel="modulepreload" href="/assets/root-A.js"/>' +
  '<link rel="stylesheet" href="/assets/root-C.css"/></head><body><main>Prix : 12 € — réservez</main>' +
  `${CONTEXT}${MODULE}<script>boot()</script>`;
const TAIL =
  '<!--$--><script>window.__reactRouterContext.streamController.enqueue("…");</script><!--/$--></body></html>';

/** Writes `chunks` as React would, a flush after every `perFlush` of them, and reads the body. */
async function collect(chunks: (Uint8Array | string)[], perFlush = 1): Promise<string> {
  const { destination, body } = deferHydrationPipe();
  chunks.forEach((chunk, i) => {
    destination.write(chunk);
    if ((i + 1) % perFlush === 0) destination.flush();
  });
  destination.end();
  const out: Buffer[] = [];
  for await (const chunk of body) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

const cut = (bytes: Buffer, size: number) => {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return chunks;
};

describe('deferHydrationScripts (bytes)', () => {
  it('drops the modulepreloads and makes the hydration module inert, keeping everything else', () => {
    const html = rewrite(SHELL + TAIL);
    expect(html).not.toBeNull();
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      `<script type="text/biclou-module" id="${BOOT_MODULE_ID}">import * as route0 from "/assets/root-A.js";\nimport("/assets/entry.client-B.js");</script>`,
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-C.css"/>');
    expect(html).toContain(CONTEXT);
    expect(html).toContain('<main>Prix : 12 € — réservez</main>');
    expect(html!.endsWith(`<script>boot()</script>${TAIL}`)).toBe(true);
  });

  it('finds the module script when it carries the response CSP nonce', () => {
    const nonced = SHELL.replace('<script type="module"', '<script nonce="n0nce_-A" type="module"');
    const html = rewrite(nonced + TAIL);
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`<script type="text/biclou-module" id="${BOOT_MODULE_ID}">import * as route0`);
  });

  it('waits while the module script is incomplete', () => {
    expect(rewrite('<html><head><link rel="modulepreload" href="/a.js"/>')).toBeNull();
    expect(rewrite(SHELL.slice(0, SHELL.indexOf('import("/assets')))).toBeNull();
  });
});

describe('deferHydrationPipe', () => {
  const whole = Buffer.from(SHELL + TAIL, 'utf8');
  const expected = rewrite(SHELL + TAIL);

  it('gives the same page whatever the pieces and flushes, multi-byte characters cut included', async () => {
    for (const size of [1, 2, 3, 7, 64, 2048])
      for (const perFlush of [1, 3, 1_000_000]) expect(await collect(cut(whole, size), perFlush)).toBe(expected);
  });

  it('takes the strings React writes directly beside its byte views', async () => {
    const text = SHELL + TAIL;
    const pieces = [Buffer.from(text.slice(0, 50)), text.slice(50, 400), Buffer.from(text.slice(400))];
    expect(await collect(pieces, 1)).toBe(expected);
  });

  it('finds a nonced module script longer than a piece, on a long page', async () => {
    const imports = Array.from({ length: 40 }, (_, i) => `import * as route${i} from "/assets/r${i}.js";`).join('\n');
    const page =
      SHELL.replace('<main>', `<main>${'<p>Vélo électrique</p>'.repeat(300)}`)
        .replace('<script type="module"', '<script nonce="n0nce_-A" type="module"')
        .replace('import * as route0 from "/assets/root-A.js";', imports) + TAIL;
    const html = rewrite(page);
    expect(html).toContain(`id="${BOOT_MODULE_ID}">${imports}`);
    for (const size of [1, 5, 100, 127, 128, 129, 4096])
      expect(await collect(cut(Buffer.from(page), size), 7)).toBe(html);
  });

  it('passes a page without a hydration script through unchanged', async () => {
    const page = '<!DOCTYPE html><html><body><h1>Page introuvable — 404</h1></body></html>';
    const bytes = Buffer.from(page, 'utf8');
    expect(await collect([bytes.subarray(0, 40), bytes.subarray(40)])).toBe(page);
  });

  it('sends the rewritten shell in one chunk at its flush, before the streamed parts exist', async () => {
    const { destination, body } = deferHydrationPipe();
    for (const piece of cut(Buffer.from(SHELL), 100)) destination.write(piece);
    destination.flush();
    const first = await new Promise<Buffer>((resolve) => body.once('data', resolve));
    expect(first.toString('utf8')).toBe(rewrite(SHELL));
    const rest = new Promise<Buffer>((resolve) => body.once('data', resolve));
    destination.write(TAIL);
    destination.flush();
    expect((await rest).toString('utf8')).toBe(TAIL);
    const finished = new Promise((resolve) => destination.once('finish', resolve));
    destination.end();
    await finished;
  });

  it("tells React when the visitor is gone: the body's close is the destination's", async () => {
    const { destination, body } = deferHydrationPipe();
    const closed = new Promise((resolve) => destination.once('close', resolve));
    destination.write(SHELL);
    body.destroy();
    await closed;
    expect(destination.write(TAIL)).toBe(true);
  });
});
