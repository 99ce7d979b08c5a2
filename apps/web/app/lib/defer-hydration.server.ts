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

const SCRIPT_OPEN = Buffer.from('<script');
/** How React Router's module script opening tag ends (after the response's CSP nonce, if any). */
const MODULE_MARK = Buffer.from(' type="module" async="">');
const SCRIPT_CLOSE = Buffer.from('</script>');
const MODULEPRELOAD = Buffer.from('<link rel="modulepreload"');
const INERT_OPEN = Buffer.from(`<script type="text/biclou-module" id="${BOOT_MODULE_ID}">`);
const TAG_END = 0x3e; // '>'

/**
 * Rewrites the shell once its hydration script is complete, on the page's bytes: nothing is
 * decoded (a page is 30–110 kB of UTF-8; decoding and re-encoding it cost ~10 % of a render's
 * CPU). Returns null while `html` does not yet hold the whole module script (more chunks to
 * come). The markers cannot occur in page text: React escapes `<` there.
 */
export function deferHydrationScripts(html: Buffer): Buffer | null {
  const mark = html.indexOf(MODULE_MARK);
  if (mark < 0) return null;
  const open = html.lastIndexOf(SCRIPT_OPEN, mark);
  const body = mark + MODULE_MARK.length;
  // `<script type="module"…` or `<script nonce="…" type="module"…`, nothing else in between.
  if (open < 0 || html.indexOf(TAG_END, open) !== body - 1) return null;
  if (html.indexOf(SCRIPT_CLOSE, body) < 0) return null;
  const parts: Buffer[] = [];
  let at = 0;
  for (let link = html.indexOf(MODULEPRELOAD); link >= 0 && link < open; link = html.indexOf(MODULEPRELOAD, at)) {
    parts.push(html.subarray(at, link));
    at = html.indexOf(TAG_END, link) + 1;
  }
  parts.push(html.subarray(at, open), INERT_OPEN, html.subarray(body));
  return Buffer.concat(parts);
}

/** Where React writes a page (`pipe`): what it calls on a Node writable, and nothing else. */
interface PageDestination extends EventEmitter {
  write(chunk: Uint8Array | string): boolean;
  /** React calls it at the end of each flush of completed work (the shell, then each streamed part). */
  flush(): void;
  end(): void;
  destroy(error?: unknown): void;
}

const asBuffer = (chunk: Uint8Array | string) =>
  typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/**
 * The page's body as React writes it, rewritten once its hydration script has gone by. React
 * writes a flush in ~30 pieces of up to 4 kB and then calls `flush()`; the pieces are kept as they
 * are (bytes or strings, nothing decoded) and leave as one chunk per flush. The first flush
 * holding the whole module script (the shell: React writes it at once, so the buffering costs no
 * time to first byte) is rewritten; later ones (the streamed Suspense parts) pass
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
    const html = deferHydrationScripts(bytes);
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
