/**
 * The text contact masking looks at: what a reader would see, without the tricks that change the
 * characters but not the reading. Each character is put in NFKC (full-width `＠` `．` `０６` and
 * circled digits become `@` `.` `06`, a no-break space a space), invisible format characters are
 * dropped (zero-width spaces and joiners, word joiner, soft hyphen, BOM, direction marks), and a
 * sign written in brackets is read as the sign: `(@)` `[at]` `(a)` as `@`, `(.)` `[dot]` as `.`.
 * Each character of the result knows the piece of the original it came from, so what is found
 * here is hidden in the original text, which is otherwise returned as typed.
 */

export type Range = [start: number, end: number];

interface DetectionText {
  text: string;
  /** For each UTF-16 unit of `text`: where its source starts in the original… */
  from: number[];
  /** …and where it ends. */
  to: number[];
}

const INVISIBLE = /^[\p{Cf}\u034F\u115F\u1160\u3164\uFFA0]$/u;
/** Full stops NFKC leaves alone. */
const LOOKALIKES: Readonly<Record<string, string>> = { '。': '.', '｡': '.' };
const BRACKETED_AT = /[([{<]\s{0,2}(?:@|at|arobase|a)\s{0,2}[)\]}>]/giu;
const BRACKETED_DOT = /[([{<]\s{0,2}(?:\.|dot|point|pt)\s{0,2}[)\]}>]/giu;
const PLAIN = /^[\x20-\x7e\n\r\t]*$/;

function characters(original: string): DetectionText {
  if (PLAIN.test(original)) {
    const from = Array.from({ length: original.length }, (_, i) => i);
    return { text: original, from, to: from.map((i) => i + 1) };
  }
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const ch of original) {
    const end = at + ch.length;
    if (!INVISIBLE.test(ch)) {
      const seen = [...ch.normalize('NFKC')].map((c) => LOOKALIKES[c] ?? c).join('');
      for (let k = 0; k < seen.length; k++) {
        from.push(at);
        to.push(end);
      }
      text += seen;
    }
    at = end;
  }
  return { text, from, to };
}

/** `d` with each match of `re` read as `sign`, the sign standing for the whole match in the original. */
function readAs(d: DetectionText, re: RegExp, sign: string): DetectionText {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const m of d.text.matchAll(re)) {
    const start = m.index;
    const end = start + m[0].length;
    text += d.text.slice(at, start) + sign;
    copy(d, at, start, from, to);
    from.push(d.from[start]!);
    to.push(d.to[end - 1]!);
    at = end;
  }
  if (at === 0) return d;
  copy(d, at, d.text.length, from, to);
  return { text: text + d.text.slice(at), from, to };
}

function copy(d: DetectionText, start: number, end: number, from: number[], to: number[]): void {
  for (let i = start; i < end; i++) {
    from.push(d.from[i]!);
    to.push(d.to[i]!);
  }
}

export function detectionText(original: string): DetectionText {
  return readAs(readAs(characters(original), BRACKETED_AT, '@'), BRACKETED_DOT, '.');
}

/** A range of the detection text as the range of the original it was read from. */
export function originalRange(d: DetectionText, [start, end]: Range): Range {
  return [d.from[start]!, d.to[end - 1]!];
}
