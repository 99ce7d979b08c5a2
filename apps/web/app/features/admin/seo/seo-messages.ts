import { LOCALE_PAGE_EMPTY_MESSAGE } from '@biclou/contracts/seo';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { translateServerMessage } from '../../../lib/i18n/translate-server-message';

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * The API's SEO validation messages are exact English sentences, some with a value in them
 * ("Unknown placeholder {city}: …"); this turns each into the visitor's language.
 */
export function seoMessageKey(message: string): { key: string; values?: Record<string, string | number> } | null {
  const unknown = /^Unknown placeholder \{(.*)\}: use /.exec(message);
  if (unknown) return { key: 'admin-seo.errors.unknown-placeholder', values: { name: `{${unknown[1]}}` } };
  if (message.startsWith('Braces are only for placeholders')) return { key: 'admin-seo.errors.stray-brace' };
  if (/^The (title|description|H1|body) is required\.$/.test(message)) return { key: 'admin-seo.errors.required' };
  const long = /may not be longer than (\d+) characters/.exec(message);
  if (long) return { key: 'admin-seo.errors.too-long', values: { count: Number(long[1]) } };
  const fixed: Record<string, string> = {
    'A template for this kind of place and language already exists.': 'admin-seo.errors.duplicate-template',
    'This place already has a page in this language.': 'admin-seo.errors.duplicate-page',
    'Choose a place from the list.': 'admin-seo.errors.choose-place',
    [LOCALE_PAGE_EMPTY_MESSAGE]: 'admin-seo.errors.at-least-one',
    'Choose city, department or region.': 'admin-seo.errors.choose-kind',
    'Choose English or French.': 'admin-seo.errors.choose-locale',
  };
  return fixed[message] ? { key: fixed[message] } : null;
}

export function useSeoMessage() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string) => {
      const found = seoMessageKey(message);
      return found ? (t as T)(found.key, found.values) : translateServerMessage(i18n, message);
    },
    [t, i18n],
  );
}

/** `{ field: [messages] }` → `{ field: translated first message }`. */
export function useSeoFieldErrors() {
  const message = useSeoMessage();
  return useCallback(
    (fields: Record<string, string[]> | undefined) => {
      const out: Record<string, string> = {};
      for (const [field, list] of Object.entries(fields ?? {})) if (list[0]) out[field] = message(list[0]);
      return out;
    },
    [message],
  );
}
