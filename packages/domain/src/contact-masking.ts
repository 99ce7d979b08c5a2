import {
  findPhoneNumbersInText,
  getCountries,
  getCountryCallingCode,
  Metadata,
  type CountryCode,
} from 'libphonenumber-js/max';

/**
 * Contact masking (decisions "Messaging"): until a booking between the two members is paid, the
 * phone numbers and email addresses in what one writes to the other are hidden from the reader,
 * and so are the obvious workarounds: digits spaced or dotted out, "name at domain dot com",
 * WhatsApp / Telegram links. The original text is stored; this runs when a reader sees it.
 */

/** What replaces each hidden piece. */
export const CONTACT_MASK = '•••';

/** Phone numbers are looked for as written in these countries (national forms), and in any international form. */
const PHONE_COUNTRIES: CountryCode[] = ['FR', 'CH', 'BE', 'LU', 'DE', 'GB'];

/** Nine digits or more, whatever separates them (spaces, dots, dashes, slashes, brackets): a phone number spelled out. */
const SPACED_DIGITS = /(?:\+|\b00)?\d(?:[\s.\-/()_]*\d){8,}/g;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;

/**
 * "lea (at) gmail (dot) com", "lea [at] gmail [point] com", "lea at gmail dot com",
 * "lea arobase gmail point fr", "lea@gmail dot com": an address with its signs written out.
 */
const AT = String.raw`(?:\s*@\s*|\s*[[({<]\s*(?:at|arobase)\s*[\])}>]\s*|\s+(?:at|arobase|chez)\s+)`;
const DOT = String.raw`(?:\s*\.\s*|\s*[[({<]\s*(?:dot|point)\s*[\])}>]\s*|\s+(?:dot|point)\s+)`;
const SPELLED_EMAIL = new RegExp(String.raw`[\p{L}\p{N}._%+-]+${AT}[\p{L}\p{N}-]+(?:${DOT}[\p{L}\p{N}-]+)+`, 'giu');
const WRITTEN_DOT = new RegExp(DOT.replace(String.raw`\s*\.\s*|`, ''), 'iu');

/** Messaging apps' links to a number or an account. */
const CHAT_LINK =
  /(?:https?:\/\/)?(?:www\.)?(?:wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com|whatsapp\.com\/send|t\.me|telegram\.me|m\.me|signal\.me)\b\S*/giu;

type Range = [start: number, end: number];

function matches(re: RegExp, text: string, accept: (m: RegExpExecArray) => boolean = () => true): Range[] {
  const out: Range[] = [];
  for (const m of text.matchAll(re)) if (accept(m)) out.push([m.index, m.index + m[0].length]);
  return out;
}

/** The fewest digits a valid number of the metadata has: national in PHONE_COUNTRIES, or international anywhere. */
function fewestPhoneDigits(): number {
  const metadata = new Metadata();
  const shortest = (country: CountryCode) => {
    metadata.selectNumberingPlan(country);
    return Math.min(...metadata.numberingPlan!.possibleLengths());
  };
  return Math.min(
    ...PHONE_COUNTRIES.map(shortest),
    ...getCountries().map((c) => getCountryCallingCode(c).length + shortest(c)),
  );
}
export const MIN_PHONE_DIGITS = fewestPhoneDigits();
const DIGIT = /\p{Nd}/gu;

/** Phone numbers, as libphonenumber finds them; a text with fewer digits than any valid number has none (the usual chat line). */
function phoneRanges(text: string): Range[] {
  const out: Range[] = [];
  if ((text.match(DIGIT)?.length ?? 0) < MIN_PHONE_DIGITS) return out;
  for (const defaultCountry of PHONE_COUNTRIES)
    for (const found of findPhoneNumbersInText(text, { defaultCountry })) out.push([found.startsAt, found.endsAt]);
  return out;
}

/** The pieces of `text` that are contact details, merged, in order. */
export function contactRanges(text: string): Range[] {
  const ranges = [
    ...matches(EMAIL, text),
    // a spelled-out address must end like one ("meet at the station. Then" is no address)
    ...matches(SPELLED_EMAIL, text).filter(([s, e]) => looksLikeSpelledAddress(text.slice(s, e))),
    ...matches(CHAT_LINK, text),
    ...matches(SPACED_DIGITS, text),
    ...phoneRanges(text),
  ].sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Range[] = [];
  for (const r of ranges) {
    const last = merged.at(-1);
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** "lea at gmail dot com" yes; "meet at the station. Then" no: a written-out address ends in a written "dot" or a top-level domain. */
function looksLikeSpelledAddress(piece: string): boolean {
  if (WRITTEN_DOT.test(piece)) return true;
  // only real dots: "lea at gmail.com" — the last part must look like a domain ending
  return /\.(?:com|net|org|fr|ch|be|lu|de|eu|io|me|info|co\.uk|uk)$/iu.test(piece.replace(/\s+/g, ''));
}

/** Whether `text` holds something `maskContacts` would hide. */
export function hasContactDetails(text: string): boolean {
  return contactRanges(text).length > 0;
}

/** `text` with every contact detail replaced by CONTACT_MASK. */
export function maskContacts(text: string): string {
  const ranges = contactRanges(text);
  if (ranges.length === 0) return text;
  let out = '';
  let at = 0;
  for (const [s, e] of ranges) {
    out += text.slice(at, s) + CONTACT_MASK;
    at = e;
  }
  return out + text.slice(at);
}

/**
 * What a reader sees of a text another member wrote: the original once a booking between them is
 * paid, or when the reader is an admin or its author; masked otherwise.
 */
export function textForReader(
  text: string,
  reader: { isAuthor: boolean; isAdmin: boolean; contactsRevealed: boolean },
): string {
  return reader.isAuthor || reader.isAdmin || reader.contactsRevealed ? text : maskContacts(text);
}
