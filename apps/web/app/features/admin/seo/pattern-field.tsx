import { SEO_MAX_LENGTH, SEO_PLACEHOLDERS, type SeoField } from '@biclou/domain/seo-template';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

interface PatternFieldProps {
  field: SeoField;
  value: string;
  onChange(value: string): void;
  error?: string;
  /** Locale pages: the template's pattern, shown when the override is empty. */
  fallback?: string;
  optional?: boolean;
}

/** One pattern (title, description, H1 or body) with buttons that insert a placeholder at the caret. */
export function PatternField({ field, value, onChange, error, fallback, optional }: PatternFieldProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const id = `seo-${field}`;
  const max = SEO_MAX_LENGTH[field];
  const multiline = field === 'body' || field === 'description';

  function insert(token: string) {
    const el = ref.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const next = `${value.slice(0, start)}${token}${value.slice(end)}`;
    onChange(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  const control = multiline ? (
    <Textarea
      ref={ref}
      name={field}
      value={value}
      rows={field === 'body' ? 14 : 3}
      maxLength={max}
      placeholder={fallback}
      onChange={(e) => onChange(e.target.value)}
      className="font-mono text-sm"
    />
  ) : (
    <Input
      ref={ref}
      name={field}
      value={value}
      maxLength={max}
      placeholder={fallback}
      onChange={(e) => onChange(e.target.value)}
    />
  );

  return (
    <div>
      <Field
        id={id}
        label={t(`admin-seo.fields.${field}`)}
        optional={optional ? t('admin-seo.fields.optional') : undefined}
        error={error}
        hint={
          field === 'body'
            ? t('admin-seo.fields.body-hint')
            : fallback !== undefined
              ? t('admin-seo.fields.fallback-hint')
              : undefined
        }
      >
        {control}
      </Field>
      <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
        {SEO_PLACEHOLDERS.map((p) => (
          <button
            key={p}
            type="button"
            onClick={() => insert(`{${p}}`)}
            className="rounded-md border border-neutral-200 bg-neutral-50 px-2 py-0.5 font-mono text-xs text-neutral-700 hover:border-primary-300 hover:bg-primary-50 dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-300 dark:hover:bg-primary-950"
            aria-label={t('admin-seo.insert', { token: `{${p}}`, field: t(`admin-seo.fields.${field}`) })}
          >
            {`{${p}}`}
          </button>
        ))}
        <span
          className={cn(
            'ml-auto text-xs tabular-nums',
            value.length > max * 0.9 ? 'text-amber-700 dark:text-amber-400' : 'text-neutral-500 dark:text-neutral-400',
          )}
        >
          {value.length} / {max}
        </span>
      </div>
    </div>
  );
}
