import type { Range } from './contact-masking-text';

/**
 * Phone numbers in a message, however their groups are separated, told apart from the numbers
 * people write about a rental: dates, times, prices, sizes, distances, postcodes.
 *
 * A run is digit groups joined by up to three separator characters (spaces, `. - / | , * _ : ;`,
 * brackets…). A run is not a phone number when it reads entirely as dates and times (each date's
 * separator used consistently, the joins between them a different one: "30/11 - 02/12",
 * "9:30-12:00, 14:00-18:30", "30/11/2026 14h30", "2019, 2020"), or as an amount next to its
 * unit or currency ("1 250 000,00 €"). Otherwise it is one when it has enough digits: 8 when it
 * starts with `+`, `00` or a trunk `0` (every national number of FR, CH, BE, DE and GB has at least
 * that many), 9 without (Luxembourg's mobiles, a French number without its 0), and 6 right after a
 * word that announces a number ("tel", "appelle", "call", "natel"…). Runs of fewer than 6 digits
 * (postcodes, years, prices, sizes) are never phone numbers.
 *
 * The scan is one pass over the text; each run is then read group by group: linear in the length.
 */

interface Group {
  digits: string;
  /** Written with an `h` after it: "14h", the hour of "14h30". */
  h: boolean;
}

interface Run {
  start: number;
  end: number;
  groups: Group[];
  /** seps[i] is what stands between groups[i] and groups[i + 1] ('' between "14h" and "30"). */
  seps: string[];
  plus: boolean;
}

const SEPARATOR = /^[\s.\-‐‑‒–—―/\\()[\]_|,;*·~:'’"+=#]$/u;
const MAX_SEPARATOR = 3;
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isSeparator = (c: string | undefined) => c !== undefined && SEPARATOR.test(c);

function scanRuns(text: string): Run[] {
  const runs: Run[] = [];
  let i = 0;
  while (i < text.length) {
    const plus = text[i] === '+' && isDigit(text[i + 1]);
    if (!plus && !isDigit(text[i])) {
      i++;
      continue;
    }
    const start = i;
    if (plus) i++;
    const groups: Group[] = [];
    const seps: string[] = [];
    for (;;) {
      const g = i;
      while (isDigit(text[i])) i++;
      const h = text[i] === 'h' || text[i] === 'H';
      groups.push({ digits: text.slice(g, i), h });
      if (h) i++;
      if (h && isDigit(text[i])) {
        seps.push('');
        continue;
      }
      let j = i;
      while (j - i < MAX_SEPARATOR && isSeparator(text[j])) j++;
      if (j === i || !isDigit(text[j])) break;
      seps.push(text.slice(i, j));
      i = j;
    }
    runs.push({ start, end: i, groups, seps, plus });
  }
  return runs;
}

// ——— dates and times ———

type Kind = 'date' | 'time' | 'year';
interface Piece {
  kind: Kind;
  /** The separator inside the piece ("/" in 30/11), '' when it has none. */
  inner: string;
}

const num = (g: Group | undefined) => (g ? Number(g.digits) : NaN);
const isDay = (g: Group) => !g.h && g.digits.length <= 2 && num(g) >= 1 && num(g) <= 31;
const isMonth = (g: Group) => !g.h && g.digits.length <= 2 && num(g) >= 1 && num(g) <= 12;
const isYear = (g: Group) => !g.h && g.digits.length === 4 && num(g) >= 1900 && num(g) <= 2099;
const isShortYear = (g: Group) => !g.h && g.digits.length === 2;
const isHour = (g: Group) => g.digits.length <= 2 && num(g) <= 24;
const isMinute = (g: Group) => !g.h && g.digits.length === 2 && num(g) < 60;
const DATE_SEPARATORS = new Set(['.', '/', '-', '. ']);
/** What may join two dates or times: a range or a list. */
const JOINS = new Set(['-', '–', '—', '/', ',', ';', '+']);

/** The dates and times that start at group i and span `n` groups. */
function piecesAt(run: Run, i: number, n: number): Piece | null {
  const g = run.groups.slice(i, i + n);
  const s = run.seps.slice(i, i + n - 1);
  if (g.length < n) return null;
  if (n === 1) {
    if (g[0]!.h && isHour(g[0]!)) return { kind: 'time', inner: '' };
    if (isYear(g[0]!)) return { kind: 'year', inner: '' };
    return null;
  }
  const [a, b, c] = g as [Group, Group, Group | undefined];
  if (n === 2 && a.h && s[0] === '' && isHour(a) && isMinute(b)) return { kind: 'time', inner: 'h' };
  if (s[0] === ':' && s.every((x) => x === ':') && !a.h && isHour(a) && isMinute(b) && (!c || isMinute(c)))
    return { kind: 'time', inner: ':' };
  const sep = s[0]!;
  if (!DATE_SEPARATORS.has(sep) || !s.every((x) => x === sep)) return null;
  const dayMonth = (isDay(a) && isMonth(b)) || (isMonth(a) && isDay(b));
  if (dayMonth && (!c || isYear(c) || isShortYear(c))) return { kind: 'date', inner: sep };
  if (isYear(a) && isMonth(b) && (!c || isDay(c))) return { kind: 'date', inner: sep };
  return null;
}

/** Whether `join` may stand between two pieces: a range or list sign other than either's own, or a space between a date and a time. */
function joins(written: string, left: Piece, right: Piece): boolean {
  // a date may close with its own dot before the join: "30.11. 14h", "30.11.–2.12."
  const join =
    left.kind === 'date' && left.inner === '.' && written.startsWith('.') && written !== '.'
      ? written.slice(1)
      : written;
  if (join === left.inner || join === right.inner) return false;
  const sign = join.trim();
  if (sign === '') return join !== '' && left.kind !== right.kind && left.kind !== 'year' && right.kind !== 'year';
  return JOINS.has(sign);
}

/** Whether the whole run reads as dates and times (a walk over its groups, keeping each way the reading can end). */
function isDatesAndTimes(run: Run): boolean {
  const n = run.groups.length;
  const ends: Piece[][] = Array.from({ length: n + 1 }, () => []);
  for (let i = 0; i < n; i++) {
    if (i > 0 && ends[i]!.length === 0) continue;
    for (let len = 1; len <= 3 && i + len <= n; len++) {
      const piece = piecesAt(run, i, len);
      if (!piece) continue;
      if (i > 0 && !ends[i]!.some((left) => joins(run.seps[i - 1]!, left, piece))) continue;
      const at = ends[i + len]!;
      if (!at.some((p) => p.kind === piece.kind && p.inner === piece.inner)) at.push(piece);
    }
  }
  return ends[n]!.length > 0;
}

// ——— amounts ———

const AMOUNT = /^(?:\d{1,3}(?:[ .,'’]\d{3})+|\d+)(?:[.,]\d{1,2})?$/u;
const UNIT_AFTER =
  /^\s{0,2}(?:€|eur\b|euros?\b|chf\b|fr\.|francs?\b|\$|£|usd\b|gbp\b|k?m\b|cm\b|mm\b|kg\b|g\b|%|wh\b|km\/h)/iu;
/** A currency written before the amount, not the one closing an amount before it ("25 € 621 123 456"). */
const CURRENCY_BEFORE = /(?<!\p{N}[,.]?\s{0,2})(?:€|\beur|\bchf|\bfr\.|\$|£)\s{0,2}$/iu;

function isAmount(text: string, run: Run): boolean {
  const written = text.slice(run.start, run.end);
  if (run.plus || !AMOUNT.test(written)) return false;
  return (
    UNIT_AFTER.test(text.slice(run.end, run.end + 8)) ||
    CURRENCY_BEFORE.test(text.slice(Math.max(0, run.start - 16), run.start))
  );
}

// ——— phone numbers ———

/** Words that announce a phone number, in the few characters before it. */
const ANNOUNCED =
  /(?:\bt[ée]l\b|t[ée]l[ée]phone|phone|portable|\bmobile|natel|\bgsm\b|\bsms\b|whats\s?app|\bcall|\bring\b|appel|num[ée]ro|\bnum\b|\bnumber|joindre|joignable|\btext\b|\btexto|\bbel\b)/iu;
const ANNOUNCE_WINDOW = 30;

const countDigits = (groups: Group[]) => groups.reduce((n, g) => n + g.digits.length, 0);
/** A place's name after the run: "…, 1201 Genève", "9h, 75011 Paris". */
const PLACE_AFTER = /^ \p{Lu}/u;

/** Whether the run ends in a postcode (4 or 5 digits before a place's name) after dates and times, or after nothing much. */
function endsInPostcode(text: string, run: Run): boolean {
  const last = run.groups.at(-1)!;
  if (run.groups.length < 2 || last.h || last.digits.length < 4 || last.digits.length > 5) return false;
  if (!PLACE_AFTER.test(text.slice(run.end, run.end + 2))) return false;
  const rest: Run = { ...run, groups: run.groups.slice(0, -1), seps: run.seps.slice(0, -1) };
  return countDigits(rest.groups) < 6 || isDatesAndTimes(rest);
}

function isPhoneNumber(text: string, run: Run): boolean {
  const digits = countDigits(run.groups);
  if (digits < 6) return false;
  if (isDatesAndTimes(run) || isAmount(text, run) || endsInPostcode(text, run)) return false;
  if (ANNOUNCED.test(text.slice(Math.max(0, run.start - ANNOUNCE_WINDOW), run.start))) return true;
  const first = run.groups[0]!.digits;
  return digits >= (run.plus || first.startsWith('0') ? 8 : 9);
}

/** Where the phone numbers are; an international number written "(+32) 470…" is hidden from its bracket. */
export function phoneRanges(text: string): Range[] {
  const out: Range[] = [];
  for (const run of scanRuns(text))
    if (isPhoneNumber(text, run))
      out.push([run.plus && text[run.start - 1] === '(' ? run.start - 1 : run.start, run.end]);
  return out;
}
