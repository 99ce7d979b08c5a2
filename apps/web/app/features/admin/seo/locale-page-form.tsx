import * as endpoints from '@biclou/contracts/endpoints';
import { LocalePageRequestSchema, type LocalePage, type PageTemplate } from '@biclou/contracts/seo';
import type { PlaceSummary } from '@biclou/contracts/places';
import { SEO_FIELDS, templateKindOf, type SeoField, type SeoLocale } from '@biclou/domain/seo-template';
import { localizedPath } from '@biclou/domain/seo-urls';
import { ExternalLink } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Button } from '../../../components/ui/button';
import { PlaceAutocomplete } from '../../../components/place-autocomplete';
import { useApi } from '../../../context/api-context';
import { DeleteButton } from './delete-button';
import { PatternFields } from './pattern-fields';
import { SeoPreview } from './seo-preview';
import { useSeoPreview } from './use-seo-preview';
import { SeoLocaleField } from './seo-locale-field';
import { useSeoRecordForm } from './use-seo-record-form';

type PlaceChoice = { slug: string; name: string; kind: string };
type Values = Record<SeoField, string> & { locale: SeoLocale };

/**
 * Create or edit one place's wording in one language. Empty fields use the template of the
 * place's kind, shown as the field's placeholder; the preview shows the page as it will read.
 */
export function LocalePageForm({ page, templates }: { page?: LocalePage; templates: PageTemplate[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const { errors, clearError, formError, saving, submit, remove } = useSeoRecordForm({
    collection: '/admin/seo/locale-pages',
    api: { create: endpoints.createLocalePage, update: endpoints.updateLocalePage, remove: endpoints.deleteLocalePage },
    responseKey: 'localePage',
    existingId: page?.id,
    fieldOrder: ['placeSlug', 'locale', ...SEO_FIELDS],
  });
  const [place, setPlace] = useState<PlaceChoice | null>(page ? page.place : null);
  const [values, setValues] = useState<Values>({
    locale: page?.locale ?? 'fr',
    title: page?.title ?? '',
    description: page?.description ?? '',
    h1: page?.h1 ?? '',
    body: page?.body ?? '',
  });
  const template = place
    ? templates.find((x) => x.kind === templateKindOf(place.kind) && x.locale === values.locale)
    : undefined;
  const { preview, loading, problem } = useSeoPreview(
    endpoints.previewLocalePage,
    place ? { ...values, placeSlug: place.slug } : null,
  );

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    clearError(key);
  };

  const onSubmit = (event: FormEvent) =>
    submit(event, LocalePageRequestSchema, { ...values, placeSlug: place?.slug ?? '' });

  const publicPath = place ? localizedPath(`/place/${place.slug}`, values.locale) : null;

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-5 rounded-2xl border border-neutral-200 bg-white p-5 sm:p-6 dark:border-neutral-800 dark:bg-neutral-900"
        data-testid="locale-page-form"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <PlaceAutocomplete
              api={api}
              label={t('admin-seo.fields.place')}
              labelClassName="mb-1.5 text-sm font-medium text-neutral-800 dark:text-neutral-200"
              inputClassName="h-10 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm dark:border-neutral-700 dark:bg-neutral-950 dark:text-white"
              defaultText={place?.name ?? ''}
              placeholder={t('admin-seo.fields.place-placeholder')}
              onSelect={(p: PlaceSummary | null) => {
                setPlace(p ? { slug: p.slug, name: p.name, kind: p.kind } : null);
                clearError('placeSlug');
              }}
            />
            {errors.placeSlug && (
              <p role="alert" className="mt-1.5 text-xs font-medium text-red-600 dark:text-red-400">
                {errors.placeSlug}
              </p>
            )}
          </div>
          <SeoLocaleField value={values.locale} onChange={(l) => set('locale', l)} error={errors.locale} />
        </div>
        <PatternFields
          help={t('admin-seo.overrides-help')}
          values={values}
          errors={errors}
          onChange={(field, v) => set(field, v)}
          fallbacks={template ?? null}
          formError={formError}
        />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-neutral-100 pt-5 dark:border-neutral-800">
          {page ? (
            <DeleteButton
              title={t('admin-seo.pages.delete-title')}
              description={t('admin-seo.pages.delete-text')}
              onConfirm={remove}
            />
          ) : (
            <span />
          )}
          <div className="flex flex-wrap items-center gap-3">
            {page && publicPath && (
              <a
                href={publicPath}
                className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline dark:text-primary-400"
                target="_blank"
                rel="noreferrer"
              >
                {t('admin-seo.pages.open')}
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </a>
            )}
            <Button type="submit" loading={saving}>
              {t(page ? 'admin-seo.save' : 'admin-seo.pages.create')}
            </Button>
          </div>
        </div>
      </form>
      <div className="xl:sticky xl:top-24 xl:self-start">
        {place ? (
          <SeoPreview
            preview={preview}
            loading={loading}
            problem={problem}
            placeName={place.name}
            url={`biclou${publicPath}`}
          />
        ) : (
          <p className="rounded-2xl border border-dashed border-neutral-300 p-6 text-sm text-neutral-600 dark:border-neutral-700 dark:text-neutral-400">
            {t('admin-seo.preview.pick-place')}
          </p>
        )}
      </div>
    </div>
  );
}
