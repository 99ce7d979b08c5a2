import { useCallback, useState } from 'react';
import { useTranslation } from '../i18n/tiny-i18n';
import type { ApiError } from '../api-client';
import { translateFieldErrors, translateServerMessage } from '../i18n/translate-server-message';
import type { FieldErrors } from './validate';

/**
 * Field errors (translated) and one form-level message. Errors for fields the form does not
 * show (or `_`) become the form-level message, so nothing from the server is lost.
 */
export function useFormErrors(fieldNames: readonly string[]) {
  const { i18n } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const showFields = useCallback(
    (fields: FieldErrors | undefined, fallback?: string) => {
      const translated = translateFieldErrors(i18n, fields);
      const known: Record<string, string> = {};
      const other: string[] = [];
      for (const [field, message] of Object.entries(translated)) {
        if (fieldNames.includes(field)) known[field] = message;
        else other.push(message);
      }
      setErrors(known);
      setFormError(other[0] ?? (Object.keys(known).length ? null : (fallback ?? null)));
    },
    [i18n, fieldNames],
  );

  const showApiError = useCallback(
    (error: ApiError) => {
      if (error.fields) showFields(error.fields, translateServerMessage(i18n, error.message));
      else {
        setErrors({});
        setFormError(translateServerMessage(i18n, error.message));
      }
    },
    [i18n, showFields],
  );

  const clear = useCallback(() => {
    setErrors({});
    setFormError(null);
  }, []);

  return { errors, formError, showFields, showApiError, clear, setFormError };
}
