import type { BookingQuoteResponse } from '@biclou/contracts/bookings';
import type { I18n } from './i18n/tiny-i18n';
import { translateServerMessage } from './i18n/translate-server-message';

/** The request fields a quote's violation may belong to. */
const FIELDS = ['startDate', 'endDate', 'pickupTime', 'returnTime'] as const;
type QuoteField = (typeof FIELDS)[number];

interface QuoteProblems {
  /** The first message of each field, in the reader's words, shown under that field. */
  fields: Partial<Record<QuoteField, string>>;
  /** The rest (no field, or one the page has no control for), shown together. */
  general: { code: string; text: string }[];
  /** Whether anything keeps the request from being sent. */
  any: boolean;
}

/**
 * A quote's violations as a form shows them: each under its field, the others in one list; the
 * codes in `ignore` are the page's own to show (the phone form, the owner's notice).
 */
export function quoteProblems(
  violations: BookingQuoteResponse['violations'],
  i18n: Pick<I18n, 'language' | 'getResourceBundle'>,
  ignore: readonly string[] = [],
): QuoteProblems {
  const out: QuoteProblems = { fields: {}, general: [], any: false };
  for (const v of violations) {
    if (ignore.includes(v.code)) continue;
    out.any = true;
    const text = translateServerMessage(i18n, v.message);
    const field = FIELDS.find((f) => f === v.field);
    if (field && !out.fields[field]) out.fields[field] = text;
    else if (!field) out.general.push({ code: v.code, text });
  }
  return out;
}
