import * as endpoints from '@biclou/contracts/endpoints';
import type { CategoriesResponse } from '@biclou/contracts/catalog';
import type { OwnerListing } from '@biclou/contracts/listings';
import { UNIT_MESSAGES } from '@biclou/domain/listing-units';
import { Zap } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Field } from '../../../components/ui/field';
import { Input, NativeSelect } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { lazySchema } from '../../../lib/forms/lazy-schema';
import { useLocale } from '../../../lib/i18n/use-locale';
import { FormAlert } from '../../../components/form-alert';
import { useUser } from '../../../context/session-context';
import { useToast } from '../../../context/toasts/toast-context';
import { localLabel, localName } from '../../../lib/i18n/local-name';
import { CategoryPicker } from './category-picker';
import { EbikeFactsFields, ebikeFactsPayload, ebikeFactValuesOf } from './ebike-facts-fields';
import { StepFooter, submitIntent } from './step-footer';
import { useStepSave } from './use-step-save';
import {
  browserDraftStorage,
  dropVisitorDraft,
  keepVisitorDraft,
  readVisitorDraft,
  type InfosValues,
} from './visitor-draft';
import { VisitorSavePrompt, VisitorStartNote } from './visitor-save-prompt';
import { unitCountOf, UnitsCountField } from './units-count-field';

const schema = lazySchema(() => import('@biclou/contracts/listings').then((m) => m.ListingInfosRequestSchema));

const FIELDS = [
  'categoryId',
  'subCategoryId',
  'isElec',
  'brand',
  'model',
  'sizeCode',
  'motorType',
  'batteryWh',
  'rangeMinKm',
  'rangeMaxKm',
  'units',
] as const;

function initialValues(listing: OwnerListing | undefined): InfosValues {
  return {
    categoryId: listing?.category?.id ?? '',
    subCategoryId: listing?.subCategory?.id ?? '',
    isElec: listing?.isElec ?? false,
    brand: listing?.brand ?? '',
    model: listing?.model ?? '',
    sizeCode: listing?.size?.code ?? '',
    ...ebikeFactValuesOf(listing),
  };
}

const payloadOf = (values: InfosValues) => ({
  ...values,
  subCategoryId: values.subCategoryId || null,
  // A plain bike sends no facts (what was typed before the switch went off stays in the form).
  ...(values.isElec ? ebikeFactsPayload(values) : ebikeFactsPayload(ebikeFactValuesOf())),
});

/**
 * Step 1: category, sub-category, e-bike, brand, model, size. Without a listing it creates the draft.
 * A visitor can fill it too: "Next" keeps what they typed on this device and asks them to sign up
 * or log in; back here signed in, the kept step is saved as their draft and the wizard goes on.
 */
export function StepInfos({ catalog, listing }: { catalog: CategoriesResponse; listing?: OwnerListing }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const user = useUser();
  const toast = useToast();
  const [values, setValues] = useState(() => initialValues(listing));
  const [accountNeeded, setAccountNeeded] = useState(false);
  // A shop's count of identical bikes, asked when a pro owner creates the listing (the units card changes it later).
  const [units, setUnits] = useState('1');
  const asksUnits = !listing && Boolean(user?.isPro);
  const { errors, formError, showFields, showApiError, clear } = useFormErrors(FIELDS);
  const { busy, save } = useStepSave('infos');
  const restored = useRef(false);
  const visitor = !listing && !user;

  // After the page has hydrated (storage is the browser's): bring back what a visitor typed, and save it once signed in.
  useEffect(() => {
    if (listing || restored.current) return;
    const storage = browserDraftStorage();
    const kept = readVisitorDraft(storage, Date.now());
    if (!kept) return;
    setValues(kept);
    if (!user) return;
    restored.current = true;
    dropVisitorDraft(storage);
    void schema.validate(payloadOf(kept)).then(async (check) => {
      if (!check.ok) return showFields(check.fields);
      const saved = await save({ endpoint: endpoints.createListing, body: check.data }, 'next', showApiError);
      if (saved) toast.success(t('listings.wizard.visitor.saved'));
    });
  }, [user]);
  const set = <K extends keyof InfosValues>(key: K, value: InfosValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const category = catalog.categories.find((c) => c.id === values.categoryId);
  const frames = catalog.sizes.filter((s) => s.kind === 'frame');
  const wheels = catalog.sizes.filter((s) => s.kind === 'wheel');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    const intent = submitIntent(event);
    const check = await schema.validate(payloadOf(values));
    const count = asksUnits ? unitCountOf(units) : 1;
    if (!check.ok || count === null)
      return showFields({
        ...(check.ok ? {} : check.fields),
        ...(count === null ? { units: [UNIT_MESSAGES.count] } : {}),
      });
    if (visitor) {
      keepVisitorDraft(browserDraftStorage(), values, Date.now());
      return setAccountNeeded(true);
    }
    if (listing)
      await save(
        { endpoint: endpoints.updateListingInfos, listingId: listing.id, body: check.data },
        intent,
        showApiError,
      );
    else await save({ endpoint: endpoints.createListing, body: { ...check.data, units: count } }, intent, showApiError);
  }

  return (
    <form noValidate onSubmit={onSubmit} onFocus={schema.preload} onInput={schema.preload}>
      <div className="space-y-6 px-5 py-6 sm:px-6">
        <FormAlert message={formError} />
        {visitor && !accountNeeded && <VisitorStartNote />}
        <CategoryPicker
          categories={catalog.categories}
          value={values.categoryId}
          onChange={(id) => setValues((v) => ({ ...v, categoryId: id, subCategoryId: '' }))}
          error={errors.categoryId}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id="infos-sub-category"
            label={t('listings.fields.sub-category')}
            optional={t('common.optional')}
            error={errors.subCategoryId}
          >
            <NativeSelect
              value={values.subCategoryId}
              onChange={(e) => set('subCategoryId', e.target.value)}
              disabled={!category?.subCategories.length}
            >
              <option value="">
                {category ? t('listings.fields.any-sub-category') : t('listings.fields.choose-category-first')}
              </option>
              {category?.subCategories.map((s) => (
                <option key={s.id} value={s.id}>
                  {localName(s, locale)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="infos-size" label={t('listings.fields.size')} error={errors.sizeCode}>
            <NativeSelect value={values.sizeCode} onChange={(e) => set('sizeCode', e.target.value)}>
              <option value="">{t('listings.fields.choose-size')}</option>
              <optgroup label={t('listings.fields.frame-sizes')}>
                {frames.map((s) => (
                  <option key={s.code} value={s.code}>
                    {localLabel(s, locale)}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t('listings.fields.wheel-sizes')}>
                {wheels.map((s) => (
                  <option key={s.code} value={s.code}>
                    {localLabel(s, locale)}
                  </option>
                ))}
              </optgroup>
            </NativeSelect>
          </Field>
          <Field id="infos-brand" label={t('listings.fields.brand')} error={errors.brand}>
            <Input
              value={values.brand}
              onChange={(e) => set('brand', e.target.value)}
              maxLength={60}
              placeholder="Decathlon, Trek, Brompton…"
              autoComplete="off"
            />
          </Field>
          <Field id="infos-model" label={t('listings.fields.model')} error={errors.model}>
            <Input
              value={values.model}
              onChange={(e) => set('model', e.target.value)}
              maxLength={80}
              placeholder="Elops 520, FX 2, C Line…"
              autoComplete="off"
            />
          </Field>
        </div>
        {asksUnits && <UnitsCountField value={units} onChange={setUnits} error={errors.units} />}
        <div className="space-y-4 rounded-xl border border-neutral-200 p-4 dark:border-neutral-800">
          <div className="flex items-start justify-between gap-4">
            <div className="flex gap-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-lime-100 text-lime-700 dark:bg-lime-950 dark:text-lime-300">
                <Zap className="size-5" aria-hidden="true" />
              </span>
              <div>
                <label htmlFor="infos-is-elec" className="text-sm font-medium text-neutral-900 dark:text-white">
                  {t('listings.fields.is-elec')}
                </label>
                <p id="infos-is-elec-hint" className="mt-0.5 text-xs text-neutral-500 dark:text-neutral-400">
                  {t('listings.fields.is-elec-hint')}
                </p>
              </div>
            </div>
            <Switch
              id="infos-is-elec"
              checked={values.isElec}
              onCheckedChange={(on) => set('isElec', on)}
              aria-describedby="infos-is-elec-hint"
            />
          </div>
          {values.isElec && <EbikeFactsFields values={values} errors={errors} onChange={set} />}
        </div>
      </div>
      {visitor && accountNeeded && <VisitorSavePrompt />}
      <StepFooter step="infos" listingId={listing?.id} busy={busy} />
    </form>
  );
}
