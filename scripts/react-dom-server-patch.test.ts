import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createElement as h, Suspense, use, type ReactNode } from 'react';
import type * as NodeServer from 'react-dom/server.node';
import type * as EdgeServer from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';

// The production builds, as the built product loads them (tests otherwise get React's development
// build): Node's, patched at install by patch-package (`patches/react-dom+<version>.patch`: its
// writer buffers the page as text and encodes it once per flush), and the edge build, which React
// ships untouched and so serves as the reference for the bytes.
const require = createRequire(import.meta.url);
const reactDomDir = path.dirname(require.resolve('react-dom/package.json'));
const reactDomVersion = (require('react-dom/package.json') as { version: string }).version;
const nodeServerFile = path.join(reactDomDir, 'cjs/react-dom-server.node.production.js');
const nodeServer = require(nodeServerFile) as typeof NodeServer;
const PATCH_MARKER = '/* biclou: text-buffered writer';
const patchesDir = path.resolve(import.meta.dirname, '../patches');
const edgeServer = require(path.join(reactDomDir, 'cjs/react-dom-server.edge.production.js')) as typeof EdgeServer;

// Components here create no elements while rendering: the production renderer cannot run the
// development build of React's element factory (which tests load), only read elements made before.
function Slow({ text }: { text: Promise<string> }) {
  return use(text);
}

/** Thousands of small pieces, text over the 16 kB flush size, multi-byte text, a Suspense boundary. */
function page(text: Promise<string>): ReactNode {
  return h(
    'html',
    { lang: 'fr' },
    h('head', null, h('title', null, 'Vélos à Lyon 🚲')),
    h(
      'body',
      null,
      h(
        'ul',
        { id: 'list', className: 'grid gap-4' },
        Array.from({ length: 600 }, (_, i) =>
          h('li', { key: i, 'data-i': i, title: `é${i} "<&>"` }, `Vélo ${i} — ${'ü'.repeat(i % 7)}`, h('b', null, i)),
        ),
      ),
      h('pre', null, `${'x'.repeat(20_000)}€`),
      h(Suspense, { fallback: h('span', null, 'chargement…') }, h('p', { className: 'slow' }, h(Slow, { text }))),
    ),
  );
}

/** The patched renderer's output, as the buffers it wrote. */
function renderNode(tree: ReactNode, when: 'onShellReady' | 'onAllReady', afterShell?: () => void) {
  return new Promise<Buffer[]>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(chunks));
    const stream = nodeServer.renderToPipeableStream(tree, {
      [when]: () => {
        stream.pipe(sink);
        afterShell?.();
      },
      onShellError: reject,
      onError: reject,
    });
  });
}

async function renderEdge(tree: ReactNode, waitForAll: boolean, afterShell?: () => void) {
  let failure: unknown;
  const stream = await edgeServer.renderToReadableStream(tree, { onError: (error) => void (failure = error) });
  if (waitForAll) await stream.allReady;
  afterShell?.();
  const bytes = Buffer.from(await new Response(stream).arrayBuffer());
  if (failure) throw failure;
  return bytes;
}

describe('patched react-dom server writer', () => {
  it('is installed (postinstall), from the one reviewed diff made for the installed version', () => {
    expect(readdirSync(patchesDir)).toEqual([`react-dom+${reactDomVersion}.patch`]);
    expect(readFileSync(nodeServerFile, 'utf8')).toContain(PATCH_MARKER);
  });

  it('writes the same bytes as React’s edge build, in a few buffers, when the page is complete', async () => {
    const chunks = await renderNode(page(Promise.resolve('prêt')), 'onAllReady');
    const reference = await renderEdge(page(Promise.resolve('prêt')), true);
    expect(Buffer.concat(chunks).equals(reference)).toBe(true);
    expect(reference.toString()).toContain('Vélos à Lyon 🚲');
    expect(reference.toString()).toContain('<p class="slow">prêt<!-- --></p>');
    // ~60 kB of markup from thousands of pieces: a buffer per 16 kB of text, not one per piece.
    expect(reference.length).toBeGreaterThan(50_000);
    expect(chunks.length).toBeLessThanOrEqual(8);
    for (const chunk of chunks) expect(Buffer.isBuffer(chunk)).toBe(true);
  });

  it('writes the same bytes as React’s edge build when a boundary streams in after the shell', async () => {
    const run = async (render: (text: Promise<string>, afterShell: () => void) => Promise<Buffer>) => {
      let release!: (text: string) => void;
      const text = new Promise<string>((resolve) => (release = resolve));
      return render(text, () => setImmediate(() => release('arrivé ✓')));
    };
    const patched = await run(async (text, after) =>
      Buffer.concat(await renderNode(page(text), 'onShellReady', after)),
    );
    const reference = await run((text, after) => renderEdge(page(text), false, after));
    expect(patched.toString()).toContain('chargement…');
    expect(patched.toString()).toContain('<div hidden id="S:1">arrivé ✓</div>');
    expect(patched.toString()).toContain('$RC("B:0","S:0")');
    expect(patched.equals(reference)).toBe(true);
  });
});
