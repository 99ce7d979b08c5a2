import * as endpoints from '@biclou/contracts/endpoints';
import { UpdateListingPriceRequestSchema, type OwnerListing } from '@biclou/contracts/listings';
import { useState, type FormEvent } from 'react';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { validateForm } from '../../../lib/forms/validate';
import { useLocale } from '../../../lib/i18n/use-locale';
import { FormAlert } from '../../../components/form-alert';
import { PRICE_FIELDS, PriceFields } from '../pricing/price-fields';
import { pricePayload, priceValues } from '../pricing/price-values';
import { StepFooter, submitIntent } from './step-footer';
import { useStepSave } from './use-step-save';

/** Step 4: price, deposit, durations, discounts and cancellation option, with what the owner earns. */
export function StepPrice({ listing }: { listing: OwnerListing }) {
  const { locale } = useLocale();
  const [values, setValues] = useState(() => priceValues(listing, locale));
  const { errors, formError, showFields, showApiError, clear } = useFormErrors(PRICE_FIELDS);
  const { busy, save } = useStepSave('price');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    const check = validateForm(UpdateListingPriceRequestSchema, pricePayload(values));
    if (!check.ok) return showFields(check.fields);
    await save(
      { endpoint: endpoints.updateListingPrice, listingId: listing.id, body: check.data },
      submitIntent(event),
      showApiError,
    );
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <div className="space-y-6 px-5 py-6 sm:px-6">
        <FormAlert message={formError} />
        <PriceFields
          idPrefix="price"
          values={values}
          onChange={setValues}
          errors={errors}
          currency={listing.currency}
        />
      </div>
      <StepFooter step="price" listingId={listing.id} busy={busy} />
    </form>
  );
}
