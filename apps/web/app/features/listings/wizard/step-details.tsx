import * as endpoints from '@biclou/contracts/endpoints';
import { UpdateListingDetailsRequestSchema, type OwnerListing } from '@biclou/contracts/listings';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { validateForm } from '../../../lib/forms/validate';
import { useLocale } from '../../../lib/i18n/use-locale';
import { amountInput, parseAmount } from '../../../lib/money';
import { FormAlert } from '../../../components/form-alert';
import { AccessoriesEditor, newAccessoryRow, type AccessoryRow } from './accessories-editor';
import { DescriptionTabs } from './description-tabs';
import { StepFooter, submitIntent } from './step-footer';
import { useStepSave } from './use-step-save';

const FIELDS = ['descriptionFr', 'descriptionEn', 'accessories', 'buyingDate', 'marking', 'newValueCents'] as const;

/** Accessory rows as the API wants them; an empty price is 0 (included). */
export function accessoriesPayload(rows: readonly AccessoryRow[]) {
  return rows
    .filter((r) => r.name.trim() || r.price.trim())
    .map((r) => ({ name: r.name, pricePerDayCents: parseAmount(r.price) ?? 0 }));
}

/** Step 2: descriptions (fr/en), accessories, and the private facts: buying date, marking, new value. */
export function StepDetails({ listing }: { listing: OwnerListing }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [descriptions, setDescriptions] = useState({
    fr: listing.descriptionFr ?? '',
    en: listing.descriptionEn ?? '',
  });
  const [accessories, setAccessories] = useState<AccessoryRow[]>(() =>
    listing.accessories.map((a) =>
      newAccessoryRow(a.name, a.pricePerDayCents ? amountInput(a.pricePerDayCents, locale) : '0'),
    ),
  );
  const [buyingDate, setBuyingDate] = useState(listing.buyingDate ?? '');
  const [marking, setMarking] = useState(listing.marking ?? '');
  const [newValue, setNewValue] = useState(amountInput(listing.newValueCents, locale));
  const { errors, formError, showFields, showApiError, clear } = useFormErrors(FIELDS);
  const { busy, save } = useStepSave('details');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    const payload = {
      descriptionFr: descriptions.fr.trim() || null,
      descriptionEn: descriptions.en.trim() || null,
      accessories: accessoriesPayload(accessories),
      buyingDate: buyingDate || null,
      marking: marking.trim() || null,
      newValueCents: parseAmount(newValue),
    };
    const check = validateForm(UpdateListingDetailsRequestSchema, payload);
    if (!check.ok) return showFields(check.fields);
    await save(
      { endpoint: endpoints.updateListingDetails, listingId: listing.id, body: check.data },
      submitIntent(event),
      showApiError,
    );
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <div className="space-y-8 px-5 py-6 sm:px-6">
        <FormAlert message={formError} />
        <DescriptionTabs
          values={descriptions}
          onChange={(lang, value) => setDescriptions((d) => ({ ...d, [lang]: value }))}
          errors={{ fr: errors.descriptionFr, en: errors.descriptionEn }}
        />
        <AccessoriesEditor
          idPrefix="details-accessories"
          rows={accessories}
          onChange={setAccessories}
          error={errors.accessories}
        />
        <section aria-labelledby="details-private">
          <h2 id="details-private" className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
            {t('listings.details.private-title')}
          </h2>
          <p className="mt-1 text-xs text-neutral-500 dark:text-neutral-400">{t('listings.details.private-hint')}</p>
          <div className="mt-3 grid gap-5 sm:grid-cols-3 sm:items-end">
            <Field id="details-buying-date" label={t('listings.fields.buying-date')} error={errors.buyingDate}>
              <Input
                type="date"
                value={buyingDate}
                onChange={(e) => setBuyingDate(e.target.value)}
                className="dark:[color-scheme:dark]"
              />
            </Field>
            <Field id="details-marking" label={t('listings.fields.marking')} error={errors.marking}>
              <Input value={marking} onChange={(e) => setMarking(e.target.value)} maxLength={60} autoComplete="off" />
            </Field>
            <Field id="details-new-value" label={t('listings.fields.new-value')} error={errors.newValueCents}>
              <Input
                value={newValue}
                onChange={(e) => setNewValue(e.target.value)}
                inputMode="decimal"
                placeholder="€"
              />
            </Field>
          </div>
        </section>
      </div>
      <StepFooter step="details" listingId={listing.id} busy={busy} />
    </form>
  );
}
