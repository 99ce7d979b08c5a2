import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
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
const MODULE_OPEN = /<script(?: nonce="[^"]*")? type="module" async="">/;
const INERT_OPEN = `<script type="text/biclou-module" id="${BOOT_MODULE_ID}">`;
const MODULEPRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * Rewrites the shell once its hydration script is complete. Returns null while `html` does not
 * yet hold the whole module script (more chunks to come).
 */
export function deferHydrationScripts(html: string): string | null {
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

/**
 * Buffers the streamed HTML until the hydration script has gone by, rewrites it, then passes the
 * rest (the streamed Suspense parts) straight through. React writes the whole shell at once, so
 * the buffering costs no time to first byte.
 */
export function deferHydrationStream(): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      if (done) return callback(null, text);
      pending += text;
      const rewritten = deferHydrationScripts(pending);
      if (rewritten === null) return callback();
      done = true;
      pending = '';
      callback(null, rewritten);
    },
    flush(callback) {
      const rest = pending + decoder.end();
      callback(null, rest.length > 0 ? rest : undefined);
    },
  });
}
