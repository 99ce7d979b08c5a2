import * as endpoints from '@biclou/contracts/endpoints';
import { PageTemplateRequestSchema, type PageTemplate } from '@biclou/contracts/seo';
import type { PlaceSummary } from '@biclou/contracts/places';
import {
  SEO_FIELDS,
  SEO_PAGE_KINDS,
  type SeoField,
  type SeoLocale,
  type SeoPageKind,
} from '@biclou/domain/seo-template';
import { localizedPath } from '@biclou/domain/seo-urls';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/input';
import { PlaceAutocomplete } from '../../../components/place-autocomplete';
import { useApi } from '../../../context/api-context';
import { DeleteButton } from './delete-button';
import { PatternFields } from './pattern-fields';
import { SeoPreview } from './seo-preview';
import { useSeoPreview } from './use-seo-preview';
import { SeoLocaleField } from './seo-locale-field';
import { useSeoRecordForm } from './use-seo-record-form';

/** A place of each kind to preview a template with, until the admin picks another. */
const SAMPLE_PLACES: Record<SeoPageKind, { slug: string; name: string }> = {
  city: { slug: 'lyon', name: 'Lyon' },
  department: { slug: 'rhone', name: 'Rhône' },
  region: { slug: 'auvergne-rhone-alpes', name: 'Auvergne-Rhône-Alpes' },
};

type Values = Record<SeoField, string> & { kind: SeoPageKind; locale: SeoLocale };

/** Create (no `template`) or edit a page template, with a live preview on a real place. */
export function PageTemplateForm({ template }: { template?: PageTemplate }) {
  const { t } = useTranslation();
  const api = useApi();
  const { errors, clearError, formError, saving, submit, remove } = useSeoRecordForm({
    collection: '/admin/seo/page-templates',
    api: {
      create: endpoints.createPageTemplate,
      update: endpoints.updatePageTemplate,
      remove: endpoints.deletePageTemplate,
    },
    responseKey: 'template',
    existingId: template?.id,
    fieldOrder: ['kind', 'locale', ...SEO_FIELDS],
  });
  const [values, setValues] = useState<Values>({
    kind: template?.kind ?? 'city',
    locale: template?.locale ?? 'fr',
    title: template?.title ?? '',
    description: template?.description ?? '',
    h1: template?.h1 ?? '',
    body: template?.body ?? '',
  });
  const [place, setPlace] = useState<{ slug: string; name: string }>(SAMPLE_PLACES[values.kind]);
  const { preview, loading, problem } = useSeoPreview(endpoints.previewPageTemplate, {
    ...values,
    placeSlug: place.slug,
    locale: values.locale,
  });

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    clearError(key);
    if (key === 'kind') setPlace(SAMPLE_PLACES[value as SeoPageKind]);
  };

  const onSubmit = (event: FormEvent) => submit(event, PageTemplateRequestSchema, values);

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-5 rounded-2xl border border-neutral-200 bg-white p-5 sm:p-6 dark:border-neutral-800 dark:bg-neutral-900"
        data-testid="page-template-form"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="seo-kind"
            label={t('admin-seo.fields.kind')}
            error={errors.kind}
            hint={t('admin-seo.fields.kind-hint')}
          >
            <NativeSelect name="kind" value={values.kind} onChange={(e) => set('kind', e.target.value as SeoPageKind)}>
              {SEO_PAGE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`admin-seo.kind.${k}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <SeoLocaleField value={values.locale} onChange={(l) => set('locale', l)} error={errors.locale} />
        </div>
        <PatternFields
          help={t('admin-seo.placeholders-help')}
          values={values}
          errors={errors}
          onChange={(field, v) => set(field, v)}
          formError={formError}
        />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-neutral-100 pt-5 dark:border-neutral-800">
          {template ? (
            <DeleteButton
              title={t('admin-seo.templates.delete-title')}
              description={t('admin-seo.templates.delete-text')}
              onConfirm={remove}
            />
          ) : (
            <span />
          )}
          <Button type="submit" loading={saving}>
            {t(template ? 'admin-seo.save' : 'admin-seo.templates.create')}
          </Button>
        </div>
      </form>
      <div className="space-y-4 xl:sticky xl:top-24 xl:self-start">
        <div className="rounded-2xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900">
          <PlaceAutocomplete
            api={api}
            label={t('admin-seo.preview.place')}
            labelClassName="mb-1.5 text-sm font-medium text-neutral-800 dark:text-neutral-200"
            inputClassName="h-10 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm dark:border-neutral-700 dark:bg-neutral-950 dark:text-white"
            defaultText={place.name}
            onSelect={(p: PlaceSummary | null) => p && setPlace({ slug: p.slug, name: p.name })}
          />
        </div>
        <SeoPreview
          preview={preview}
          loading={loading}
          problem={problem}
          placeName={place.name}
          url={`biclou${localizedPath(`/place/${place.slug}`, values.locale)}`}
        />
      </div>
    </div>
  );
}
