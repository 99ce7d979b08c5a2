import { emailRanges } from './contact-masking-emails';
import { linkRanges } from './contact-masking-links';
import { phoneRanges } from './contact-masking-phones';
import { detectionText, originalRange, type Range } from './contact-masking-text';

/**
 * Contact masking (decisions "Messaging" and "Trust sweep: contact masking"): until a booking
 * between two members is paid, the phone numbers, e-mail addresses, web addresses and social
 * accounts in what one writes to the other are hidden from the reader, with the usual disguises
 * (any separator between a number's groups, full-width or bracketed signs, zero-width spaces,
 * "at"/"dot" written out), while dates, times, prices, sizes, distances and postcodes pass as
 * written. The original text is stored; this runs when a reader sees it. Pure and linear in the
 * length of the text.
 */

/** What replaces each hidden piece. */
export const CONTACT_MASK = '•••';

function merged(ranges: Range[]): Range[] {
  const out: Range[] = [];
  for (const r of ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1])) {
    const last = out.at(-1);
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}

/** The pieces of `text` that are contact details, merged, in order (offsets in `text` as given). */
function contactRanges(text: string): Range[] {
  const seen = detectionText(text);
  const found = [...phoneRanges(seen.text), ...emailRanges(seen.text), ...linkRanges(seen.text)];
  return merged(found.filter(([s, e]) => e > s).map((r) => originalRange(seen, r)));
}

/** Whether `text` holds something `maskContacts` would hide. */
export function hasContactDetails(text: string): boolean {
  return contactRanges(text).length > 0;
}

/** `text` with every contact detail replaced by CONTACT_MASK, everything else as typed. */
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
