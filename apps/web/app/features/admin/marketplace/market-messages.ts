import { useCallback } from 'react';
import { CATEGORY_NAME_MAX, CATEGORY_NAME_MESSAGES, CATEGORY_NAME_MIN } from '@biclou/domain/category-name';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { translateServerMessage } from '../../../lib/i18n/translate-server-message';

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * The admin API's messages are exact English sentences; the ones of these pages map to keys of the
 * `admin-market.errors` section (a number or a label in the sentence becomes a value), the rest go
 * through the shared `server` section.
 */
export function marketMessageKey(message: string): { key: string; values?: Record<string, string | number> } | null {
  const used = /^This category is used by (\d+) listings?\.$/.exec(message);
  if (used) return { key: 'admin-market.errors.category-in-use', values: { count: Number(used[1]) } };
  if (/ must be between 0 and 100 %\.$/.test(message)) return { key: 'admin-market.errors.percent' };
  const range = /must be between (\d[\d,]*) and (\d[\d,]*)/.exec(message);
  if (range) return { key: 'admin-market.errors.range', values: { min: range[1]!, max: range[2]! } };
  const names: Record<string, { key: string; values?: Record<string, number> }> = {
    [CATEGORY_NAME_MESSAGES.short]: { key: 'admin-market.errors.name-short', values: { count: CATEGORY_NAME_MIN } },
    [CATEGORY_NAME_MESSAGES.long]: { key: 'admin-market.errors.name-long', values: { count: CATEGORY_NAME_MAX } },
    [CATEGORY_NAME_MESSAGES.control]: { key: 'admin-market.errors.name-control' },
    [CATEGORY_NAME_MESSAGES.taken]: { key: 'admin-market.errors.name-taken' },
    [CATEGORY_NAME_MESSAGES.subTaken]: { key: 'admin-market.errors.sub-name-taken' },
  };
  if (names[message]) return names[message];
  const fixed: Record<string, string> = {
    'Give a reason.': 'admin-market.errors.reason',
    'Give a name.': 'admin-market.errors.name',
    'The currency is a 3-letter code (EUR, CHF).': 'admin-market.errors.currency',
    'The dial code is + and 1 to 4 digits.': 'admin-market.errors.dial-code',
    'At least one country must stay enabled.': 'admin-market.errors.last-country',
    'The slug is lowercase letters, digits and dashes.': 'admin-market.errors.slug',
    'This slug is already used.': 'admin-market.errors.slug-taken',
    'Choose an icon from the list.': 'admin-market.errors.icon',
    'Give every id of the list once, in the new order.': 'admin-market.errors.reorder',
  };
  return fixed[message] ? { key: fixed[message] } : null;
}

export function useMarketMessage() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string) => {
      const found = marketMessageKey(message);
      return found ? (t as T)(found.key, found.values) : translateServerMessage(i18n, message);
    },
    [t, i18n],
  );
}

/** A 422's `{ field: [messages] }` as one translated message per field. */
export function useMarketFieldErrors() {
  const message = useMarketMessage();
  return useCallback(
    (fields: Record<string, string[]> | undefined) =>
      Object.fromEntries(
        Object.entries(fields ?? {}).flatMap(([field, list]) => (list[0] ? [[field, message(list[0])]] : [])),
      ) as Record<string, string>,
    [message],
  );
}
