import type { SettingsResponse } from '@biclou/contracts/settings';
import type { ContentLocale } from '@biclou/contracts/content';
import { PASSWORD_MIN_LENGTH } from '@biclou/domain/password-policy';
import {
  CANCELATION_OPTION_KEYS,
  CANCELATION_OPTIONS,
  FULL_REFUND_DAYS,
  cancelationTiers,
  type CancelationOptionRule,
} from '@biclou/domain/cancelation-options';
import { earningsAvailableAfterDays } from '@biclou/domain/booking-timers';
import { LISTING_LIMITS } from '@biclou/domain/listing-rules';
import { REVIEW_PUBLICATION_DAYS } from '@biclou/domain/review-rules';
import { OWNER_MONTHLY_EARNINGS_CLAIM_EUR, PAYOUT_TRANSFER_MAX_DAYS } from '@biclou/domain/content-constants';
import { COUNTED_NOUNS, type CountedNoun } from '@biclou/domain/counted-nouns';
import { counted, supportReplyTime } from '../../platform/mail/counted';
import { formatBytes } from '@biclou/domain/format-bytes';
import { formatMoney, formatPercent } from '@biclou/domain/formats';

/** What a placeholder reads: the live booking settings (the admin edits them) and the product constants. */
export type PlaceholderSettings = Pick<
  SettingsResponse,
  | 'serviceFeeRateBp'
  | 'commissionRateBp'
  | 'creditDelayDays'
  | 'requestExpiryHours'
  | 'maxOpenRequests'
  | 'maxBookingDays'
  | 'maxAdvanceMonths'
  | 'cancelationOptions'
>;

/** `{{name}}`, or `{{name|noun}}` for a figure and its noun in the plural form the figure takes. */
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*(?:\|\s*([A-Za-z]+)\s*)?\}\}/g;

export function percent(value: number, locale: ContentLocale): string {
  return formatPercent(value, locale);
}

const ruleOf = (settings: PlaceholderSettings, key: keyof typeof CANCELATION_OPTIONS): CancelationOptionRule =>
  settings.cancelationOptions[key] ?? CANCELATION_OPTIONS[key];

/** One sentence per refund tier of an option: "30 days or more before the start: 100 %, service fee included". */
export function refundTierLines(rule: CancelationOptionRule, locale: ContentLocale): string[] {
  const fr = locale === 'fr';
  const lines = cancelationTiers(rule).map((tier) => {
    const pct = percent(tier.refundPct, locale);
    const fee = tier.serviceFeeRefunded
      ? fr
        ? 'frais de service compris'
        : 'service fee included'
      : fr
        ? 'hors frais de service'
        : 'service fee not refunded';
    const days = (n: number) => counted(locale, n, 'day');
    if (tier.untilDaysBefore === null)
      return fr
        ? `${days(tier.fromDaysBefore)} ou plus avant le départ : ${pct} remboursés, ${fee}`
        : `${days(tier.fromDaysBefore)} or more before the start: ${pct} refunded, ${fee}`;
    // A range is written from its lower end, so the noun follows (and agrees with) the higher one.
    if (tier.fromDaysBefore > 0)
      return fr
        ? `de ${tier.fromDaysBefore} à ${days(tier.untilDaysBefore - 1)} avant le départ : ${pct} remboursés, ${fee}`
        : `${tier.fromDaysBefore} to ${days(tier.untilDaysBefore - 1)} before the start: ${pct} refunded, ${fee}`;
    const late = tier.refundPct > 0 ? `, ${fee}` : '';
    return fr
      ? `moins de ${days(tier.untilDaysBefore)} avant le départ : ${pct} remboursés${late}`
      : `less than ${days(tier.untilDaysBefore)} before the start: ${pct} refunded${late}`;
  });
  if (rule.delayDays === 0)
    lines.push(
      fr
        ? `une fois la location commencée : ${percent(rule.refundAfterDelayPct, locale)} remboursés`
        : `once the rental has started: ${percent(rule.refundAfterDelayPct, locale)} refunded`,
    );
  return lines;
}

export const optionLabel = (key: keyof typeof CANCELATION_OPTIONS, locale: ContentLocale) =>
  locale === 'fr' ? CANCELATION_OPTIONS[key].labelFr : CANCELATION_OPTIONS[key].labelEn;

/** `{{refundTiers}}`: a markdown list, one item per option with its tiers nested. */
function refundTiersMarkdown(settings: PlaceholderSettings, locale: ContentLocale): string {
  return CANCELATION_OPTION_KEYS.map((key) => {
    const lines = refundTierLines(ruleOf(settings, key), locale).map((l) => `    - ${l}`);
    return [`- **${optionLabel(key, locale)}**`, ...lines].join('\n');
  }).join('\n');
}

/**
 * Every placeholder a page may use, with its value for this locale. Numbers come from the live
 * booking settings or the product constants: a page never states a figure by hand.
 */
export function placeholderValues(settings: PlaceholderSettings, locale: ContentLocale): Record<string, string> {
  const rule = (key: keyof typeof CANCELATION_OPTIONS) => ruleOf(settings, key);
  const values: Record<string, string> = {
    serviceFeeRate: percent(settings.serviceFeeRateBp / 100, locale),
    commissionRate: percent(settings.commissionRateBp / 100, locale),
    responseWindowHours: String(settings.requestExpiryHours),
    paymentWindowHours: String(settings.requestExpiryHours),
    maxOpenRequests: String(settings.maxOpenRequests),
    balanceCreditDays: String(earningsAvailableAfterDays(settings.creditDelayDays)),
    maxBookingDays: String(settings.maxBookingDays),
    maxAdvanceMonths: String(settings.maxAdvanceMonths),
    transferDays: String(PAYOUT_TRANSFER_MAX_DAYS),
    fullRefundDays: String(FULL_REFUND_DAYS),
    reviewPublicationDays: String(REVIEW_PUBLICATION_DAYS),
    maxPhotos: String(LISTING_LIMITS.maxPhotos),
    maxPhotoSize: formatBytes(LISTING_LIMITS.maxPhotoBytes, locale),
    maxDiscountRate: percent(LISTING_LIMITS.maxDiscountPct, locale),
    passwordMinLength: String(PASSWORD_MIN_LENGTH),
    monthlyEarningsClaim: formatMoney(OWNER_MONTHLY_EARNINGS_CLAIM_EUR * 100, 'EUR', locale, { trimZeroCents: true }),
    refundTiers: refundTiersMarkdown(settings, locale),
    supportReplyTime: supportReplyTime(locale),
  };
  for (const key of CANCELATION_OPTION_KEYS) {
    const camel = key.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
    values[`${camel}Label`] = optionLabel(key, locale);
    values[`${camel}DelayDays`] = String(rule(key).delayDays);
    values[`${camel}RefundRate`] = percent(rule(key).refundBeforeDelayPct, locale);
    values[`${camel}LateRefundRate`] = percent(rule(key).refundAfterDelayPct, locale);
  }
  return values;
}

export const PLACEHOLDER_NAMES = (): string[] =>
  Object.keys(
    placeholderValues(
      {
        serviceFeeRateBp: 0,
        commissionRateBp: 0,
        creditDelayDays: 0,
        requestExpiryHours: 0,
        maxOpenRequests: 0,
        maxBookingDays: 0,
        maxAdvanceMonths: 0,
        cancelationOptions: CANCELATION_OPTIONS,
      },
      'en',
    ),
  );

/** Placeholder names a text uses (for the content test: each must be known). */
export function placeholdersIn(markdown: string): string[] {
  return [...markdown.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

const isCountedNoun = (noun: string): noun is CountedNoun => Object.hasOwn(COUNTED_NOUNS, noun);

/**
 * Fills `{{name}}` with its value and `{{name|noun}}` with the figure and its noun ("1 request",
 * "0 jour"); an unknown name or noun, or a noun after a value that is no whole number, stays
 * visible as written, so the content test catches it.
 */
export function fillPlaceholders(markdown: string, values: Record<string, string>, locale: ContentLocale): string {
  return markdown.replace(PLACEHOLDER, (whole, name: string, noun: string | undefined) => {
    const value = values[name];
    if (value === undefined || noun === undefined) return value ?? whole;
    return isCountedNoun(noun) && /^\d+$/.test(value) ? counted(locale, Number(value), noun) : whole;
  });
}
