import { intlLocale, type Locale } from './i18n/locales';
import { numberFormat } from './intl-cache';

/**
 * Money is integer cents plus a currency (decisions "Money"); these helpers only format and
 * read what people type. No float ever carries an amount: "15,50" is read digit by digit.
 */

/** `formatMoney(1550, 'EUR', 'fr')` → "15,50 €"; whole amounts drop the cents: "15 €". */
export function formatMoney(cents: number, currency: string, locale: Locale, { keepCents = false } = {}): string {
  const whole = cents % 100 === 0 && !keepCents;
  return numberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

const AMOUNT = /^(\d{1,7})(?:[.,](\d{1,2}))?$/;

/** `parseAmount('15,5')` → 1550; `parseAmount('')` → null; `parseAmount('abc')` → NaN. */
export function parseAmount(text: string): number | null {
  const value = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (!value) return null;
  const match = AMOUNT.exec(value);
  if (!match) return Number.NaN;
  const [, units = '0', fraction = ''] = match;
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}

/** What an amount input shows for stored cents: 1550 → "15,50" in French, "15.50" in English, 1500 → "15". */
export function amountInput(cents: number | null | undefined, locale: Locale): string {
  if (cents === null || cents === undefined) return '';
  const units = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  if (!rest) return String(units);
  return `${units}${locale === 'fr' ? ',' : '.'}${String(rest).padStart(2, '0')}`;
}
