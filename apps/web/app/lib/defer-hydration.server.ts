import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import { BOOT_MODULE_ID } from './boot-script';

/**
 * Server-rendered pages paint before any JavaScript is fetched (decisions: "First paint before
 * scripts"). React Router's `<Scripts>` emits a `<link rel="modulepreload">` for every module of
 * the matched routes and an inline `<script type="module">` that imports them and starts
 * hydration. On a phone those ~60 high-priority fetches compete with the stylesheet and hold back
 * the first paint. We rewrite that part of the shell:
 * - the modulepreload links are dropped;
 * - the module script becomes inert (`type="text/biclou-module"`); the root layout's boot script
 *   (boot-script.ts), right after it, starts it once the page has painted.
 * Everything else, including the router's context script, is left as rendered. Without the
 * rewrite (no `<Scripts>`, e.g. a bare error) the HTML passes through unchanged.
 */

/** React Router's module script, with the response's CSP nonce when there is one. */
const MODULE_OPEN = /<script(?: nonce="[^"]*")? type="module" async="">/g;
const INERT_OPEN = `<script type="text/biclou-module" id="${BOOT_MODULE_ID}">`;
const MODULEPRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * Rewrites the shell once its hydration script is complete. Returns null while `html` does not
 * yet hold the whole module script (more chunks to come). `from`: where to start looking for the
 * script's opening tag (the stream passes how far earlier chunks were searched, so a page is
 * scanned once, not once per chunk).
 */
export function deferHydrationScripts(html: string, from = 0): string | null {
  MODULE_OPEN.lastIndex = from;
  const open = MODULE_OPEN.exec(html);
  if (!open) return null;
  const start = open.index;
  const end = html.indexOf('</script>', start);
  if (end < 0) return null;
  const close = end + '</script>'.length;
  const body = html.slice(start + open[0].length, end);
  const before = html.slice(0, start).replace(MODULEPRELOAD, '');
  return `${before}${INERT_OPEN}${body}</script>${html.slice(close)}`;
}

/** Where React writes a page (`pipe`): what it calls on a Node writable, and nothing else. */
export interface PageDestination extends EventEmitter {
  write(chunk: Uint8Array | string): boolean;
  /** React calls it at the end of each flush of completed work (the shell, then each streamed part). */
  flush(): void;
  end(): void;
  destroy(error?: unknown): void;
}

const MODULE_MARK = Buffer.from(' type="module" async="">');
const asBuffer = (chunk: Uint8Array | string) =>
  typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/**
 * The page's body as React writes it, rewritten once its hydration script has gone by. React
 * writes a flush in ~30 pieces of up to 4 kB and then calls `flush()`; the pieces are kept as they
 * are (bytes or strings, nothing decoded) and leave as one chunk per flush. The first flush
 * holding the whole module script (the shell: React writes it at once, so the buffering costs no
 * time to first byte) is decoded once and rewritten; later ones (the streamed Suspense parts) pass
 * straight through. No stream sits between React and `body`: a Transform cost ~6 % of a render's
 * CPU in per-write stream work and decoding (docs/benchmarks.md). When `body` closes (the visitor
 * left), `destination` emits 'close' and React stops rendering.
 */
export function deferHydrationPipe(): { destination: PageDestination; body: Readable } {
  const body = new Readable({ read() {} });
  let pending: Buffer[] = [];
  let rewritten = false;
  let ended = false;
  const release = (last: boolean) => {
    if (pending.length === 0) return;
    const bytes = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    if (rewritten) {
      body.push(bytes);
      return;
    }
    const html = bytes.indexOf(MODULE_MARK) >= 0 ? deferHydrationScripts(bytes.toString('utf8')) : null;
    if (html === null && !last) {
      pending = [bytes];
      return;
    }
    rewritten = true;
    body.push(html ?? bytes);
  };
  const destination: PageDestination = Object.assign(new EventEmitter(), {
    write(chunk: Uint8Array | string) {
      if (!ended) pending.push(asBuffer(chunk));
      return true;
    },
    flush() {
      if (!ended) release(false);
    },
    end() {
      if (ended) return;
      release(true);
      ended = true;
      body.push(null);
      destination.emit('finish');
    },
    destroy(error?: unknown) {
      ended = true;
      pending = [];
      body.destroy(error instanceof Error ? error : undefined);
    },
  });
  body.once('close', () => destination.emit('close'));
  return { destination, body };
}
