import { FormCard } from '../../../components/form-card';
import * as endpoints from '@biclou/contracts/endpoints';
import { UpdateListingDetailsRequestSchema, type OwnerListing } from '@biclou/contracts/listings';
import { Package } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useApi } from '../../../context/api-context';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { validateForm } from '../../../lib/forms/validate';
import { useLocale } from '../../../lib/i18n/use-locale';
import { amountInput } from '../../../lib/money';
import { useToast } from '../../../context/toasts/toast-context';
import { AccessoriesEditor, newAccessoryRow } from '../wizard/accessories-editor';
import { accessoriesPayload } from '../wizard/step-details';

/** The accessories alone: PUT /details with only `accessories` leaves the other details as they are. */
export function AccessoriesSection({
  listing,
  onChange,
}: {
  listing: OwnerListing;
  onChange(listing: OwnerListing): void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const toast = useToast();
  const rowsOf = (l: OwnerListing) =>
    l.accessories.map((a) => newAccessoryRow(a.name, amountInput(a.pricePerDayCents, locale)));
  const [rows, setRows] = useState(() => rowsOf(listing));
  const [busy, setBusy] = useState(false);
  const { errors, formError, showFields, showApiError, clear } = useFormErrors(['accessories']);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    clear();
    const check = validateForm(UpdateListingDetailsRequestSchema, { accessories: accessoriesPayload(rows) });
    if (!check.ok) return showFields(check.fields);
    setBusy(true);
    const res = await api.call(endpoints.updateListingDetails, {
      params: { listingId: listing.id },
      body: { accessories: check.data.accessories },
      quiet: true,
    });
    setBusy(false);
    if (!res.ok) return showApiError(res.error);
    onChange(res.data.listing);
    setRows(rowsOf(res.data.listing));
    toast.success(t('listings.manage.accessories.saved'));
  }

  return (
    <FormCard
      id="accessories"
      title={t('listings.fields.accessories')}
      icon={<Package className="size-5" />}
      onSubmit={onSubmit}
      busy={busy}
      formError={formError}
      bodyClassName="space-y-4"
    >
      <AccessoriesEditor
        idPrefix="manage-accessories"
        rows={rows}
        onChange={setRows}
        error={errors.accessories}
        quietLegend
      />
    </FormCard>
  );
}
