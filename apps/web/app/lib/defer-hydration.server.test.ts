import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BOOT_MODULE_ID } from './boot-script';
import { deferHydrationScripts, deferHydrationStream } from './defer-hydration.server';

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

async function collect(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks).pipe(deferHydrationStream());
  for await (const chunk of stream) out.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(out).toString('utf8');
}

describe('deferHydrationScripts', () => {
  it('drops the modulepreloads and makes the hydration module inert, keeping everything else', () => {
    const html = deferHydrationScripts(SHELL + TAIL);
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
    const html = deferHydrationScripts(nonced + TAIL);
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`<script type="text/biclou-module" id="${BOOT_MODULE_ID}">import * as route0`);
  });

  it('waits while the module script is incomplete', () => {
    expect(deferHydrationScripts('<html><head><link rel="modulepreload" href="/a.js"/>')).toBeNull();
    expect(deferHydrationScripts(SHELL.slice(0, SHELL.indexOf('import("/assets')))).toBeNull();
  });
});

describe('deferHydrationStream', () => {
  const whole = Buffer.from(SHELL + TAIL, 'utf8');
  const expected = deferHydrationScripts(SHELL + TAIL);

  it('gives the same page whatever the chunk boundaries, multi-byte characters included', async () => {
    for (const size of [1, 2, 3, 7, 64, 2048]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < whole.length; i += size) chunks.push(whole.subarray(i, i + size));
      expect(await collect(chunks)).toBe(expected);
    }
  });

  it('finds a nonced module script longer than a chunk, on a long page, whatever the boundaries', async () => {
    const imports = Array.from({ length: 40 }, (_, i) => `import * as route${i} from "/assets/r${i}.js";`).join('\n');
    const page =
      SHELL.replace('<main>', `<main>${'<p>Vélo électrique</p>'.repeat(300)}`)
        .replace('<script type="module"', '<script nonce="n0nce_-A" type="module"')
        .replace('import * as route0 from "/assets/root-A.js";', imports) + TAIL;
    const bytes = Buffer.from(page, 'utf8');
    const html = deferHydrationScripts(page);
    expect(html).toContain(`id="${BOOT_MODULE_ID}">${imports}`);
    for (const size of [1, 5, 100, 127, 128, 129, 2048]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await collect(chunks)).toBe(html);
    }
  });

  it('passes a page without a hydration script through unchanged', async () => {
    const page = '<!DOCTYPE html><html><body><h1>Page introuvable — 404</h1></body></html>';
    const bytes = Buffer.from(page, 'utf8');
    expect(await collect([bytes.subarray(0, 40), bytes.subarray(40)])).toBe(page);
  });
});
