import { SEO_FIELDS, type SeoField } from '@biclou/domain/seo-template';
import { PatternField } from './pattern-field';

/**
 * The four patterns of a SEO record (title, description, H1, body) under their help sentence, and
 * the form's own error: the same on a template and on a locale page, where each field may be left
 * empty to fall back on the template's.
 */
export function PatternFields({
  help,
  values,
  errors,
  onChange,
  fallbacks,
  formError,
}: {
  help: string;
  values: Record<SeoField, string>;
  errors: Partial<Record<string, string>>;
  onChange(field: SeoField, value: string): void;
  /** Locale pages: the template's patterns; the fields are then optional. */
  fallbacks?: Partial<Record<SeoField, string>> | null;
  formError?: string | null;
}) {
  return (
    <>
      <p className="rounded-xl bg-primary-50 px-4 py-3 text-sm text-primary-900 dark:bg-primary-950 dark:text-primary-200">
        {help}
      </p>
      {SEO_FIELDS.map((field) => (
        <PatternField
          key={field}
          field={field}
          value={values[field]}
          onChange={(v) => onChange(field, v)}
          error={errors[field]}
          fallback={fallbacks === undefined ? undefined : (fallbacks?.[field] ?? '')}
          optional={fallbacks !== undefined}
        />
      ))}
      {formError && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {formError}
        </p>
      )}
    </>
  );
}
