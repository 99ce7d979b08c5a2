import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { translateServerMessage } from '../../../lib/i18n/translate-server-message';

type T = (key: string, options?: Record<string, unknown>) => string;

/** The templates API's exact English sentences as keys of `admin-templates.errors` (a placeholder's name as a value). */
function templateMessageKey(message: string): { key: string; values?: Record<string, string | number> } | null {
  const unknown = /^Unknown placeholder \{(\w+)\}\.$/.exec(message);
  if (unknown) return { key: 'admin-templates.errors.unknown', values: { name: `{${unknown[1]}}` } };
  const required = /^The placeholder \{(\w+)\} is required\.$/.exec(message);
  if (required) return { key: 'admin-templates.errors.required', values: { name: `{${required[1]}}` } };
  if (message === 'Write this text.') return { key: 'admin-templates.errors.empty' };
  const long = /^A text message is at most (\d+) characters\.$/.exec(message);
  if (long) return { key: 'admin-templates.errors.sms-long', values: { count: Number(long[1]) } };
  return null;
}

/** A 422's `{ field: [messages] }` as one translated message per field. */
export function useTemplateFieldErrors() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (fields: Record<string, string[]> | undefined) =>
      Object.fromEntries(
        Object.entries(fields ?? {}).flatMap(([field, list]) => {
          const first = list[0];
          if (!first) return [];
          const found = templateMessageKey(first);
          return [[field, found ? (t as T)(found.key, found.values) : translateServerMessage(i18n, first)]];
        }),
      ) as Record<string, string>,
    [t, i18n],
  );
}
