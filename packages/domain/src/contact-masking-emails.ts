import type { Range } from './contact-masking-text';

/**
 * E-mail addresses, found from their `@` (or a written "at", "arobase", "chez") outwards: the
 * local part to the left, then the domain's labels and dots to the right, each step a bounded
 * look, so the work is linear in the text whatever it holds.
 *
 * `lea@gmail.com` as typed is an address with any top-level domain of letters, and `lea@gmail`
 * is one when the name is a mail provider. Written more loosely — spaces around the `@` or a
 * dot ("lea @ gmail . com"), a written "at" ("lea at gmail.com", "lea arobase gmail point fr"),
 * a written "dot" ("lea@gmail dot com") — it is one only when it ends in a known top-level
 * domain, so "meet at the station. Then" and "je suis chez moi point barre" stay.
 */

export const KNOWN_TLDS = new Set(
  'com net org fr ch be lu de eu io me info co uk nl app shop bike biz online site store tv ly gl gg link page xyz dev'.split(
    ' ',
  ),
);
const PROVIDERS = new Set(
  'gmail googlemail hotmail yahoo outlook live msn icloud gmx protonmail proton orange free wanadoo laposte sfr bluewin skynet telenet'.split(
    ' ',
  ),
);

const ANCHOR = /@|\s(?:at|arobase|arrobase|chez)(?=\s)/giu;
const LOCAL_CHAR = /^[\p{L}\p{N}\p{M}._%+\-']$/u;
const SPACE = /^\s$/u;
const LABEL = /[\p{L}\p{N}\p{M}-]{1,63}/uy;
const DOT = /\.(?=[\p{L}\p{N}])|\s{1,3}\.\s{1,3}|\s{1,3}(?:dot|point)\s{1,3}/iuy;
const TLD = /^\p{L}{2,24}$/u;
const MAX_LOCAL = 64;
const MAX_LABELS = 8;
const MAX_SPACES = 3;

function stickyAt(re: RegExp, text: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(text);
}

function skipSpaces(text: string, at: number, step: 1 | -1): number {
  let i = at;
  const next = () => (step === 1 ? text[i] : text[i - 1]);
  for (let n = 0; n < MAX_SPACES && next() !== undefined && SPACE.test(next()!); n++) i += step;
  return i;
}

/** The address around the anchor `m`, or null. */
function addressAround(text: string, m: RegExpExecArray): Range | null {
  const sign = m[0] === '@';
  const localEnd = sign ? skipSpaces(text, m.index, -1) : m.index;
  let start = localEnd;
  while (start > 0 && localEnd - start < MAX_LOCAL && LOCAL_CHAR.test(text[start - 1]!)) start--;
  if (!/[\p{L}\p{N}]/u.test(text.slice(start, localEnd))) return null;

  const afterAnchor = m.index + m[0].length;
  const domainStart = skipSpaces(text, afterAnchor, 1);
  let exact = sign && localEnd === m.index && domainStart === afterAnchor;
  const labels: string[] = [];
  let end = domainStart;
  for (let at = domainStart; labels.length < MAX_LABELS;) {
    const label = stickyAt(LABEL, text, at);
    if (!label) break;
    labels.push(label[0]);
    end = at + label[0].length;
    const dot = stickyAt(DOT, text, end);
    if (!dot) break;
    if (dot[0] !== '.') exact = false;
    at = end + dot[0].length;
  }
  const last = (labels.at(-1) ?? '').toLowerCase();
  if (labels.length === 1) return exact && PROVIDERS.has(last) ? [start, end] : null;
  if (labels.length < 2 || !TLD.test(last)) return null;
  return exact || KNOWN_TLDS.has(last) ? [start, end] : null;
}

export function emailRanges(text: string): Range[] {
  const out: Range[] = [];
  for (const m of text.matchAll(ANCHOR)) {
    const found = addressAround(text, m);
    if (found) out.push(found);
  }
  return out;
}
