import type { AdminTemplate, AdminTemplatePreview } from '@biclou/contracts/admin-templates';
import * as endpoints from '@biclou/contracts/endpoints';
import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { LocaleLink } from '../../../components/locale-link';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useApi } from '../../../context/api-context';
import { useToast } from '../../../context/toasts/toast-context';
import { useTemplateFieldErrors } from './template-messages';

const EMAIL_FIELDS = ['subject', 'greeting', 'body', 'actionLabel', 'footer'] as const;
const LONG = new Set(['body', 'footer', 'text']);
const PREVIEW_DELAY_MS = 400;

/**
 * /admin/templates/:slug/:locale: the template's fields beside a live preview rendered by the
 * server with sample values (each change, after a short pause); the placeholders it may use, the
 * required ones marked; save, or reset to the shipped text.
 */
export function TemplateEditor({ template }: { template: AdminTemplate }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const fieldErrors = useTemplateFieldErrors();
  const names = template.type === 'email' ? EMAIL_FIELDS : (['text'] as const);
  const [values, setValues] = useState<Record<string, string>>(template.fields);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<AdminTemplatePreview>(template.preview);
  const [previewing, setPreviewing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const first = useRef(true);
  const params = { slug: template.slug, locale: template.locale };
  const dirty = names.some((n) => (values[n] ?? '') !== (template.fields[n] ?? ''));

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let stale = false;
    const timer = setTimeout(async () => {
      setPreviewing(true);
      const res = await api.call(endpoints.adminPreviewTemplate, { params, body: values, quiet: true });
      if (stale) return;
      setPreviewing(false);
      if (res.ok) {
        setPreview(res.data.preview);
        setErrors({});
      } else setErrors(fieldErrors(res.error.fields));
    }, PREVIEW_DELAY_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
    // The preview follows the typed values only.
  }, [values]);

  const save = async () => {
    setSaving(true);
    setFormError(null);
    const res = await api.call(endpoints.adminSaveTemplate, { params, body: values, quiet: true });
    setSaving(false);
    if (!res.ok) {
      setErrors(fieldErrors(res.error.fields));
      if (!res.error.fields) setFormError(res.error.message);
      return;
    }
    toast.success(t('admin-templates.saved'));
    void revalidate();
  };

  const reset = async () => {
    const res = await api.call(endpoints.adminResetTemplate, { params, quiet: true });
    setConfirmReset(false);
    if (!res.ok) {
      setFormError(res.error.message);
      return;
    }
    setValues(res.data.template.fields);
    setPreview(res.data.template.preview);
    setErrors({});
    toast.success(t('admin-templates.reset-done'));
    void revalidate();
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <Card className="space-y-5 p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <nav
            aria-label={t('admin-templates.languages')}
            className="flex gap-1 rounded-lg bg-neutral-100 p-1 dark:bg-neutral-800"
          >
            {(['en', 'fr'] as const).map((l) => (
              <LocaleLink
                key={l}
                to={`/admin/templates/${template.slug}/${l}`}
                aria-current={l === template.locale ? 'page' : undefined}
                className={cn(
                  'rounded-md px-3 py-1 text-sm font-medium',
                  l === template.locale
                    ? 'bg-white text-neutral-900 shadow-xs dark:bg-neutral-900 dark:text-white'
                    : 'text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white',
                )}
              >
                {t(`admin-templates.locale-${l}`)}
              </LocaleLink>
            ))}
          </nav>
          {template.customized ? (
            <Badge color="warning">{t('admin-templates.edited')}</Badge>
          ) : (
            <Badge>{t('admin-templates.default')}</Badge>
          )}
        </div>
        <FormAlert message={formError} />
        {names.map((name) => {
          const Control = LONG.has(name) ? Textarea : Input;
          return (
            <Field
              key={name}
              id={`template-${name}`}
              label={t(`admin-templates.field-${name}`)}
              hint={name === 'body' ? t('admin-templates.body-hint') : undefined}
              error={errors[name]}
            >
              <Control
                value={values[name] ?? ''}
                rows={name === 'body' ? 9 : name === 'text' ? 4 : 3}
                onChange={(e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }))}
              />
            </Field>
          );
        })}
        <section aria-labelledby="template-placeholders">
          <h2 id="template-placeholders" className="text-sm font-semibold text-neutral-900 dark:text-white">
            {t('admin-templates.placeholders')}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {template.placeholders.map((p) => (
              <li
                key={p.name}
                className="rounded-lg border border-neutral-200 px-2 py-1 text-xs dark:border-neutral-700"
                title={t('admin-templates.sample', { value: p.sample })}
              >
                <code className="font-mono font-semibold text-neutral-900 dark:text-white">{`{${p.name}}`}</code>
                {p.required && (
                  <span className="ml-1.5 text-amber-700 dark:text-amber-400">{t('admin-templates.required')}</span>
                )}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-neutral-500 dark:text-neutral-400">
            {t('admin-templates.placeholders-hint')}
          </p>
        </section>
        <div className="flex flex-wrap justify-between gap-3 border-t border-neutral-200 pt-4 dark:border-neutral-800">
          <Button variant="outline" disabled={!template.customized} onClick={() => setConfirmReset(true)}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('admin-templates.reset')}
          </Button>
          <div className="flex gap-3">
            <Button variant="ghost" disabled={!dirty} onClick={() => setValues(template.fields)}>
              {t('admin-templates.undo')}
            </Button>
            <Button loading={saving} disabled={!dirty} onClick={save}>
              {t('admin-templates.save')}
            </Button>
          </div>
        </div>
      </Card>

      <Card className="flex flex-col overflow-hidden lg:sticky lg:top-4 lg:self-start">
        <div className="flex items-center justify-between gap-3 border-b border-neutral-200 px-5 py-3 dark:border-neutral-800">
          <h2 className="text-sm font-semibold text-neutral-900 dark:text-white">{t('admin-templates.preview')}</h2>
          <span className="flex items-center gap-2 text-xs text-neutral-500 dark:text-neutral-400" aria-live="polite">
            {previewing && <Spinner className="size-3.5" />}
            {Object.keys(errors).length > 0 ? t('admin-templates.preview-stale') : t('admin-templates.preview-sample')}
          </span>
        </div>
        {preview.subject !== null && (
          <p className="border-b border-neutral-200 px-5 py-2.5 text-sm dark:border-neutral-800">
            <span className="text-neutral-500 dark:text-neutral-400">{t('admin-templates.preview-subject')} </span>
            <span className="font-medium text-neutral-900 dark:text-white">{preview.subject}</span>
          </p>
        )}
        {preview.html !== null ? (
          <iframe
            title={t('admin-templates.preview')}
            sandbox=""
            srcDoc={preview.html}
            className="h-[36rem] w-full bg-white"
          />
        ) : (
          <div className="flex min-h-40 items-start bg-neutral-50 p-5 dark:bg-neutral-950">
            <p className="max-w-xs rounded-2xl rounded-bl-sm bg-white px-4 py-3 text-sm whitespace-pre-wrap text-neutral-900 shadow-xs dark:bg-neutral-800 dark:text-white">
              {preview.text}
            </p>
          </div>
        )}
        {preview.html !== null && (
          <details className="border-t border-neutral-200 px-5 py-3 text-sm dark:border-neutral-800">
            <summary className="cursor-pointer font-medium text-neutral-700 dark:text-neutral-300">
              {t('admin-templates.text-version')}
            </summary>
            <pre className="mt-2 font-sans text-xs whitespace-pre-wrap text-neutral-700 dark:text-neutral-300">
              {preview.text}
            </pre>
          </details>
        )}
      </Card>

      <Dialog open={confirmReset} onOpenChange={setConfirmReset} title={t('admin-templates.reset-title')}>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('admin-templates.reset-text')}</p>
        <div className="mt-5 flex justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirmReset(false)}>
            {t('admin-templates.cancel')}
          </Button>
          <Button variant="danger" onClick={reset}>
            {t('admin-templates.reset')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
