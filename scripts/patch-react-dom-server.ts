/**
 * `postinstall`: makes React's Node server renderer (react-dom 19.3.1,
 * `cjs/react-dom-server.node.production.js`) buffer the page as text and encode it once per flush.
 *
 * As shipped, it encodes every small piece of markup (a tag, an attribute, a class list) on its own
 * into a 4 kB `Uint8Array` with `TextEncoder.encodeInto`, making a new `subarray` view each time.
 * A listing page is thousands of pieces: that was the renderer's costliest function, ~9 % of a
 * server render's CPU (docs/benchmarks.md "Server rendering CPU, fifth pass"). Here the pieces are
 * joined as a string (V8 ropes) and the string becomes one `Buffer` when React flushes; React's
 * precomputed byte chunks are decoded once each (`WeakMap`). The bytes written are the same: the
 * test renders the same trees with this renderer and with React's untouched edge build.
 *
 * The patch replaces exactly the code it knows (checked by hash) and is idempotent. If React
 * changes that code, the install fails here: re-read React's writer, then update or drop the patch.
 * The development build is left alone (tests render with it; e2e and production use this one).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PATCH_MARKER = '/* biclou: text-buffered writer (scripts/patch-react-dom-server.ts) */';

/** React's writer, from `var currentView` to `var textEncoder`, as react-dom 19.3.1 ships it. */
const ORIGINAL_WRITER_SHA256 = 'ae8d367792f7deaedb03cdd9b26c89b7edb689e6a0922eb61cf4aaf155ada53e';
const WRITER_START = 'var currentView = null,';
const WRITER_END = 'var textEncoder = new util.TextEncoder();';
/** Where React starts a flush with a fresh view: there the text buffer starts empty instead. */
const VIEW_RESETS = [
  'currentView = new Uint8Array(4096);\n  writtenBytes = 0;',
  'currentView = new Uint8Array(4096);\n      writtenBytes = 0;',
];

const TEXT_WRITER = `${PATCH_MARKER}
var currentView = null,
  writtenBytes = 0,
  destinationHasCapacity$1 = !0,
  pendingText = "",
  precomputedText = new WeakMap(),
  chunkDecoder = new util.TextDecoder();
function textOfChunk(chunk) {
  var text = precomputedText.get(chunk);
  void 0 === text &&
    ((text = chunkDecoder.decode(chunk)), precomputedText.set(chunk, text));
  return text;
}
function writeChunk(destination, chunk) {
  pendingText += "string" === typeof chunk ? chunk : textOfChunk(chunk);
  16384 < pendingText.length && writePendingText(destination);
}
function writePendingText(destination) {
  var text = pendingText;
  pendingText = "";
  destination = destination.write(Buffer.from(text, "utf8"));
  destinationHasCapacity$1 = destinationHasCapacity$1 && destination;
}
function writeChunkAndReturn(destination, chunk) {
  writeChunk(destination, chunk);
  return destinationHasCapacity$1;
}
function completeWriting(destination) {
  0 < pendingText.length && writePendingText(destination);
  currentView = null;
  writtenBytes = 0;
  destinationHasCapacity$1 = !0;
}
`;

export type PatchResult = { status: 'patched'; source: string } | { status: 'already-patched' };

/** The renderer's source with the text writer in place of React's, or why it can't be. */
export function patchReactDomServer(source: string): PatchResult {
  if (source.includes(PATCH_MARKER)) return { status: 'already-patched' };
  const start = source.indexOf(WRITER_START);
  const end = source.indexOf(WRITER_END);
  if (start < 0 || end < start) throw new Error('react-dom server: its writer was not found');
  const writer = source.slice(start, end);
  if (createHash('sha256').update(writer).digest('hex') !== ORIGINAL_WRITER_SHA256) {
    throw new Error('react-dom server: its writer is not the one this patch replaces (was React upgraded?)');
  }
  let patched = source.slice(0, start) + TEXT_WRITER + source.slice(end);
  for (const reset of VIEW_RESETS) {
    const parts = patched.split(reset);
    if (parts.length !== 2) throw new Error(`react-dom server: expected one view reset, found ${parts.length - 1}`);
    patched = parts.join('pendingText = "";');
  }
  return { status: 'patched', source: patched };
}

/** The installed production renderer's path. */
export function reactDomServerFile(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-server.node.production.js');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = reactDomServerFile();
  const result = patchReactDomServer(readFileSync(file, 'utf8'));
  if (result.status === 'patched') writeFileSync(file, result.source);
  console.log(`react-dom server writer: ${result.status} (${path.relative(process.cwd(), file)})`);
}
