import { OpeningHoursSchema } from '@biclou/contracts/opening-hours';
import type { z } from 'zod';
import { useCallback, useState } from 'react';
import type { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { translateFieldErrors, translateServerMessage } from '../../../lib/i18n/translate-server-message';
import { hoursFieldErrors, hoursPayload, hoursValues, type OpeningHoursView } from './hours-values';

type CheckedHours = z.output<typeof OpeningHoursSchema>;

/**
 * The hours editor's state and its messages: the schema the API uses checks the values before
 * they are sent, and the API's own refusals land on the same fields (`week.mon.pickup.to`).
 */
export function useHoursForm(initial: OpeningHoursView) {
  const { i18n } = useTranslation();
  const [values, setValues] = useState(() => hoursValues(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const showFields = useCallback(
    (fields: Record<string, readonly string[]>, fallback: string | null = null) => {
      const { _: whole, ...byPath } = translateFieldErrors(i18n, hoursFieldErrors(fields));
      setErrors(byPath);
      setFormError(whole ?? (Object.keys(byPath).length ? null : fallback));
    },
    [i18n],
  );

  /** The hours to send, or null after showing what is wrong with them. */
  const check = useCallback((): CheckedHours | null => {
    setErrors({});
    setFormError(null);
    const parsed = OpeningHoursSchema.safeParse(hoursPayload(values));
    if (parsed.success) return parsed.data;
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fields[issue.path.join('.') || '_'] ??= []).push(issue.message);
    showFields(fields);
    return null;
  }, [values, showFields]);

  const showApiError = useCallback(
    (error: ApiError) => showFields(error.fields ?? {}, translateServerMessage(i18n, error.message)),
    [i18n, showFields],
  );

  const reset = useCallback((hours: OpeningHoursView) => {
    setValues(hoursValues(hours));
    setErrors({});
    setFormError(null);
  }, []);

  return { values, setValues, errors, formError, check, showApiError, reset };
}
