import * as endpoints from '@biclou/contracts/endpoints';
import { UpdateListingAddressRequestSchema, type OwnerListing } from '@biclou/contracts/listings';
import { LocateFixed, MapPin, ShieldCheck } from 'lucide-react';
import { plainDecimal } from '@biclou/domain/formats';
import { normalizePostalCode, postalCodeExample } from '@biclou/domain/postal-code';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, NativeSelect } from '../../../components/ui/input';
import { useApi } from '../../../context/api-context';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { validateForm } from '../../../lib/forms/validate';
import { FormAlert } from '../../../components/form-alert';
import { LazyMap } from '../../maps/lazy-map';
import type { LatLng } from '../../maps/map-types';
import { useUser } from '../../../context/session-context';
import { useAddressPin } from './address-pin';
import { CityCombobox } from './city-combobox';
import { StepFooter, submitIntent } from './step-footer';
import { useStepSave } from './use-step-save';

const FIELDS = ['address', 'postalCode', 'city', 'country', 'lat', 'lng'] as const;
const COUNTRIES = ['FR', 'CH', 'BE', 'LU'] as const;
type Country = (typeof COUNTRIES)[number];
const STREET_ZOOM = 15;

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * Step 3: the address (private). Once the street, the postal code and the city are typed, the API
 * looks the address up (the street's point with a geocoder, else the city's centre) and the pin
 * moves there; the owner then drags it to the exact spot, and a dragged pin stays put until the
 * address changes. While the pin sits at a city's centre, a warning beside the map says so
 * (decisions "Addresses as each country writes them").
 */
export function StepAddress({ listing }: { listing: OwnerListing }) {
  const { t } = useTranslation();
  const api = useApi();
  const user = useUser();
  const [address, setAddress] = useState(listing.address ?? '');
  const [postalCode, setPostalCode] = useState(listing.postalCode ?? '');
  const [city, setCity] = useState(listing.city ?? '');
  const [country, setCountry] = useState<Country>(listing.country ?? user?.country ?? 'FR');
  const pin = useAddressPin(api, listing, { address, postalCode, city, country });
  const { point, center } = pin;
  const { errors, formError, showFields, showApiError, clear } = useFormErrors(FIELDS);
  const { busy, save } = useStepSave('address');

  /** The typed city's centre, when the owner did not pick a suggestion. */
  async function geocodeCity(): Promise<LatLng | null> {
    if (!city.trim()) return null;
    const res = await api.call(endpoints.geocode, { query: { q: city.trim(), country }, quiet: true });
    const place = res.ok ? res.data.places[0] : undefined;
    return place ? { lat: place.lat, lng: place.lng } : null;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    const intent = submitIntent(event);
    let at = point;
    if (!at) {
      at = await geocodeCity();
      if (at) pin.atCityCentre(at);
    }
    const payload = {
      address,
      postalCode,
      city,
      country,
      lat: at ? round(at.lat) : undefined,
      lng: at ? round(at.lng) : undefined,
    };
    const check = validateForm(UpdateListingAddressRequestSchema, payload);
    if (!check.ok) return showFields(check.fields);
    await save(
      { endpoint: endpoints.updateListingAddress, listingId: listing.id, body: check.data },
      intent,
      showApiError,
    );
  }

  const pinError = errors.lat ?? errors.lng;
  // A refused code's message goes as soon as the code has the country's shape.
  const postalError = normalizePostalCode(country, postalCode).ok ? undefined : errors.postalCode;

  return (
    <form noValidate onSubmit={onSubmit}>
      <div className="space-y-6 px-5 py-6 sm:px-6">
        <FormAlert message={formError} />
        <div className="flex gap-3 rounded-xl bg-neutral-50 p-3.5 text-sm text-neutral-600 dark:bg-neutral-800/60 dark:text-neutral-300">
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary-600 dark:text-primary-400" aria-hidden="true" />
          <p>{t('listings.address.privacy')}</p>
        </div>
        <Field
          id="address-street"
          label={t('fields.address')}
          hint={t('listings.address.street-hint')}
          error={errors.address}
        >
          <Input
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            autoComplete="street-address"
            maxLength={255}
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-[8rem_minmax(0,1fr)_11rem]">
          <Field
            id="address-postal-code"
            label={t('fields.postal-code')}
            hint={t(`fields.postal-code-hint.${country}`)}
            error={postalError}
          >
            <Input
              value={postalCode}
              placeholder={postalCodeExample(country)}
              onChange={(e) => setPostalCode(e.target.value)}
              autoComplete="postal-code"
              maxLength={16}
            />
          </Field>
          <Field id="address-city" label={t('fields.city')} hint={t('listings.address.city-hint')} error={errors.city}>
            <CityCombobox
              id="address-city"
              value={city}
              country={country}
              onText={setCity}
              onPick={(place) => {
                setCity(place.name);
                setCountry(place.country);
                pin.atCityCentre({ lat: place.lat, lng: place.lng });
              }}
            />
          </Field>
          <Field id="address-country" label={t('fields.country')} error={errors.country}>
            <NativeSelect value={country} onChange={(e) => setCountry(e.target.value as Country)}>
              {COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {t(`countries.${c}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <div>
          <div className="flex flex-wrap items-end justify-between gap-2">
            <div>
              <p className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
                {t('listings.address.pin-title')}
              </p>
              <p className="mt-0.5 text-xs text-neutral-500 dark:text-neutral-400">
                {point ? t('listings.address.pin-help') : t('listings.address.pin-waiting')}
              </p>
            </div>
            {point && center && (point.lat !== center.lat || point.lng !== center.lng) && (
              <Button variant="ghost" size="xs" onClick={pin.recenter}>
                <LocateFixed className="size-3.5" aria-hidden="true" />
                {t(pin.centerSource === 'street' ? 'listings.address.recenter-street' : 'listings.address.recenter')}
              </Button>
            )}
          </div>
          <p
            role="status"
            className="mt-1 min-h-4 text-xs text-primary-700 dark:text-primary-300"
            data-testid="pin-locating"
          >
            {pin.locating ? t('listings.address.locating') : ''}
          </p>
          {point && pin.source === 'city' && (
            <Alert tone="warning" icon={MapPin} className="mt-2" title={t('listings.address.pin-unplaced-title')}>
              <span data-testid="pin-unplaced">
                {t('listings.address.pin-unplaced', { city: city.trim() || t('listings.address.your-city') })}
              </span>
            </Alert>
          )}
          {point && pin.source === 'street' && (
            <Alert tone="info" icon={MapPin} className="mt-2" title={t('listings.address.pin-street-title')}>
              <span data-testid="pin-street">{t('listings.address.pin-street', { street: address.trim() })}</span>
            </Alert>
          )}
          {point && center ? (
            <LazyMap
              className="mt-3 h-72 sm:h-80"
              center={center}
              zoom={STREET_ZOOM}
              label={t('listings.address.map-label')}
              layer={{ kind: 'pin', position: point, onMove: pin.movePin, label: t('listings.address.pin-label') }}
            />
          ) : (
            <div className="mt-3 grid h-40 place-items-center rounded-2xl border border-dashed border-neutral-300 bg-neutral-50 px-6 text-center text-sm text-neutral-500 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-400">
              {t('listings.address.map-empty')}
            </div>
          )}
          {point && (
            <p
              className="mt-2 font-mono text-xs text-neutral-500 tabular-nums dark:text-neutral-400"
              data-testid="pin-coordinates"
            >
              {plainDecimal(point.lat, 5)}, {plainDecimal(point.lng, 5)}
            </p>
          )}
          {pinError && (
            <p role="alert" className="mt-2 text-xs font-medium text-red-600 dark:text-red-400">
              {pinError}
            </p>
          )}
        </div>
      </div>
      <StepFooter step="address" listingId={listing.id} busy={busy} />
    </form>
  );
}
