import { FormCard } from '../../../components/form-card';
import * as endpoints from '@biclou/contracts/endpoints';
import { UpdateListingPriceRequestSchema, type OwnerListing } from '@biclou/contracts/listings';
import { ReceiptEuro, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useApi } from '../../../context/api-context';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { validateForm } from '../../../lib/forms/validate';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useToast } from '../../../context/toasts/toast-context';
import { PRICE_FIELDS, PriceFields } from '../pricing/price-fields';
import { pricePayload, priceValues } from '../pricing/price-values';

interface PricingSectionsProps {
  listing: OwnerListing;
  onChange(listing: OwnerListing): void;
}

/** Tarifs (price, deposit, durations, discounts) and the cancellation option: two cards, one PUT /price. */
export function PricingSections({ listing, onChange }: PricingSectionsProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const toast = useToast();
  const [values, setValues] = useState(() => priceValues(listing, locale));
  const [busy, setBusy] = useState<'tarifs' | 'cancelation' | null>(null);
  const tarifs = useFormErrors(PRICE_FIELDS);
  const cancelation = useFormErrors(['cancelationOption']);

  async function save(part: 'tarifs' | 'cancelation') {
    const form = part === 'tarifs' ? tarifs : cancelation;
    tarifs.clear();
    cancelation.clear();
    const check = validateForm(UpdateListingPriceRequestSchema, pricePayload(values));
    if (!check.ok) return tarifs.showFields(check.fields);
    setBusy(part);
    const res = await api.call(endpoints.updateListingPrice, {
      params: { listingId: listing.id },
      body: check.data,
      quiet: true,
    });
    setBusy(null);
    if (!res.ok) return form.showApiError(res.error);
    onChange(res.data.listing);
    setValues(priceValues(res.data.listing, locale));
    toast.success(t(`listings.manage.${part}.saved`));
  }

  return (
    <>
      <FormCard
        id="tarifs"
        title={t('listings.manage.tarifs.title')}
        description={t('listings.manage.tarifs.description')}
        icon={<ReceiptEuro className="size-5" />}
        onSubmit={(e) => (e.preventDefault(), void save('tarifs'))}
        busy={busy === 'tarifs'}
        formError={tarifs.formError}
      >
        <PriceFields
          idPrefix="manage-price"
          values={values}
          onChange={setValues}
          errors={tarifs.errors}
          currency={listing.currency}
          parts="tarifs"
        />
      </FormCard>
      <FormCard
        id="cancelation"
        title={t('listings.cancelation.title')}
        icon={<Undo2 className="size-5" />}
        onSubmit={(e) => (e.preventDefault(), void save('cancelation'))}
        busy={busy === 'cancelation'}
        formError={cancelation.formError}
      >
        <PriceFields
          idPrefix="manage-cancelation"
          values={values}
          onChange={setValues}
          errors={cancelation.errors}
          currency={listing.currency}
          parts="cancelation"
        />
      </FormCard>
    </>
  );
}
