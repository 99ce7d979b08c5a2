import type { I18n } from './tiny-i18n';

/**
 * Server and schema messages are exact English sentences (spec §5/§8). The catalogues map
 * each one to its translation under `server`; an unknown message is shown as it is.
 */
export function translateServerMessage(i18n: Pick<I18n, 'language' | 'getResourceBundle'>, message: string): string {
  const bundle = i18n.getResourceBundle(i18n.language, 'translation') as
    { server?: Record<string, string> } | undefined;
  return bundle?.server?.[message] ?? message;
}

/** Same, for the `{ field: [messages] }` of a 422 or a schema check: first message per field. */
export function translateFieldErrors(
  i18n: Pick<I18n, 'language' | 'getResourceBundle'>,
  fields: Record<string, string[]> | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fields ?? {})) {
    if (messages[0]) out[field] = translateServerMessage(i18n, messages[0]);
  }
  return out;
}
