import { KNOWN_TLDS } from './contact-masking-emails';
import type { Range } from './contact-masking-text';

/**
 * Web addresses and social accounts: anything with a scheme (`https://…`), anything starting
 * `www.`, a bare domain with a known top-level domain written in lower case (`velo-lea.ch`,
 * `wa.me/41…`, `fb.com/lea`, `t.me/lea`), an `@handle`, and a name given after a network's
 * name ("insta: lea.velo", "snap c'est leavelo", "ig @lea", "sur snap lea_92").
 * Every pattern is anchored on a literal or bounded, without nested repetition that could
 * backtrack: linear in the text.
 */

const URL_CHARS = String.raw`[^\s<>"«»]+`;
const WITH_SCHEME = new RegExp(String.raw`\b(?:https?|ftp):\/\/${URL_CHARS}`, 'giu');
const WWW = new RegExp(String.raw`\bwww\.${URL_CHARS}`, 'giu');
const BARE_DOMAIN = new RegExp(
  String.raw`(?<![\p{L}\p{N}\-@.])(?:[\p{L}\p{N}-]{1,63}\.){1,4}(?:${[...KNOWN_TLDS].join('|')})(?![\p{L}\p{N}-])(?:\/[^\s<>"«»]*)?`,
  'gu',
);
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"’»…]+$/u;

/** `@lea_velo`, not inside an address (`lea@…`) and not a time (`@ 9:30`, `@9h`). */
const HANDLE = /@[\p{L}_][\p{L}\p{N}_.]{1,29}/gu;
/** What, just before an `@`, makes it part of a word or address (the mask included, so masking twice changes nothing). */
const WORD_BEFORE = /^[\p{L}\p{N}._%+\-•]$/u;

const NETWORK =
  /\b(?:insta(?:gram)?|ig|snap(?:chat)?|tik ?tok|facebook|fb|messenger|telegram|whats ?app|twitter|discord|skype|wechat|linkedin|bluesky|mastodon)\b/giu;
/** After a network's name: a marker (":", "=", "is", "c'est"), an optional "@", then the name. */
const NAMED = /\s{0,3}(?:([:=])|(is|c['’]est|est)\s)?\s{0,3}(@?)([\p{L}\p{N}_.]{2,30})/iuy;
/** Words that follow "my insta is…" without being a name. */
const NOT_A_NAME = new Set(
  'private privé privée pas not down closed fermé the le la les my mon ma me moi you toi vous a un une too aussi also only dead mort better mieux plus more ok fine cool super top'.split(
    ' ',
  ),
);
const LOOKS_LIKE_HANDLE = /[\d_.]/u;

function trimmed(text: string, start: number, end: number): Range {
  const tail = TRAILING_PUNCTUATION.exec(text.slice(start, end));
  return [start, tail ? end - tail[0].length : end];
}

function webRanges(text: string): Range[] {
  const out: Range[] = [];
  for (const re of [WITH_SCHEME, WWW, BARE_DOMAIN])
    for (const m of text.matchAll(re)) out.push(trimmed(text, m.index, m.index + m[0].length));
  return out;
}

function handleRanges(text: string): Range[] {
  const out: Range[] = [];
  for (const m of text.matchAll(HANDLE))
    if (m.index === 0 || !WORD_BEFORE.test(text[m.index - 1]!)) out.push(trimmed(text, m.index, m.index + m[0].length));
  for (const m of text.matchAll(NETWORK)) {
    NAMED.lastIndex = m.index + m[0].length;
    const named = NAMED.exec(text);
    if (!named) continue;
    const [whole, marker, told, at = '', name = ''] = named;
    const bare = name.replace(TRAILING_PUNCTUATION, '');
    const explicit = Boolean(marker || at || told);
    if (bare.length < 2 || NOT_A_NAME.has(bare.toLowerCase())) continue;
    if (!explicit && (whole.length === name.length || !LOOKS_LIKE_HANDLE.test(bare))) continue;
    const end = named.index + whole.length;
    const start = end - name.length - at.length;
    out.push(trimmed(text, start, end));
  }
  return out;
}

export function linkRanges(text: string): Range[] {
  return [...webRanges(text), ...handleRanges(text)];
}
