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
const MODULE_OPEN = /<script(?: nonce="[^"]*")? type="module" async="">/g;
/** Longer than any opening tag MODULE_OPEN matches (a nonce is 22 characters). */
const OPEN_TAG_MAX = 128;
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

/**
 * Buffers the streamed HTML until the hydration script has gone by, rewrites it, then passes the
 * rest (the streamed Suspense parts) straight through. React writes the
 * whole shell at once, so the buffering costs no time to first byte.
 */
export function deferHydrationStream(): Transform {
  const decoder = new StringDecoder('utf8');
  // The text so far, kept as chunks (a string grown by `+=` would be copied whole by every search).
  const parts: string[] = [];
  let length = 0;
  /** The last characters of the text so far (a tag cut by a chunk boundary is found in `tail + text`). */
  let tail = '';
  /** Where the module script's opening tag starts in the text so far, once seen. */
  let openAt = -1;
  let done = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      if (done) return callback(null, text);
      // Only the new text is searched, with the end of the previous text.
      const windowStart = length - tail.length;
      const window = tail + text;
      parts.push(text);
      length += text.length;
      tail = window.slice(-OPEN_TAG_MAX);
      if (openAt < 0) {
        MODULE_OPEN.lastIndex = 0;
        const open = MODULE_OPEN.exec(window);
        if (!open) return callback();
        openAt = windowStart + open.index;
      }
      if (window.indexOf('</script>', Math.max(0, openAt - windowStart)) < 0) return callback();
      const rewritten = deferHydrationScripts(parts.join(''), openAt);
      if (rewritten === null) return callback();
      done = true;
      parts.length = 0;
      callback(null, rewritten);
    },
    flush(callback) {
      const rest = parts.join('') + decoder.end();
      callback(null, rest.length > 0 ? rest : undefined);
    },
  });
}
