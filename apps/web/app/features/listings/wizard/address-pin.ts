import * as endpoints from '@biclou/contracts/endpoints';
import type { OwnerListing } from '@biclou/contracts/listings';
import { normalizePostalCode, type PostalCountry } from '@biclou/domain/postal-code';
import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../../lib/api-client';
import type { LatLng } from '../../maps/map-types';

interface TypedAddress {
  address: string;
  postalCode: string;
  city: string;
  country: PostalCountry;
}

/**
 * The address as the geocoder would be asked it, or null while it is not complete (a street, a
 * postal code of the country's shape, a city). Two typings of one address share a key ("1234" and
 * "L-1234" in Luxembourg), so only a change of address asks again.
 */
export function addressKey({ address, postalCode, city, country }: TypedAddress): string | null {
  const code = normalizePostalCode(country, postalCode);
  const street = address.trim().replace(/\s+/g, ' ').toLowerCase();
  const town = city.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!street || !town || !code.ok) return null;
  return JSON.stringify([street, code.postalCode, town, country]);
}

/** Where the pin is and who put it there: the owner, the geocoder on the street, or a city's centre. */
type PinSource = 'owner' | 'street' | 'city';

/** How long typing must pause before the address is looked up. */
const LOCATE_DEBOUNCE_MS = 700;

/**
 * The address step's pin. A complete address is looked up once typing pauses (the API answers the
 * street's point or the city's centre) and the pin moves there; a pin the owner dragged stays
 * where they put it until the address itself changes. A saved point counts as the owner's, for
 * the address saved with it.
 */
export function useAddressPin(api: ApiClient, listing: OwnerListing, typed: TypedAddress) {
  const saved = listing.lat !== null && listing.lng !== null ? { lat: listing.lat, lng: listing.lng } : null;
  const [point, setPoint] = useState<LatLng | null>(saved);
  const [source, setSource] = useState<PinSource>('owner');
  // Where the map centres and "back to…" returns: the last point found for the address, or the saved one.
  const [center, setCenter] = useState<LatLng | null>(saved);
  const [centerSource, setCenterSource] = useState<PinSource>('owner');
  const [locating, setLocating] = useState(false);
  const key = addressKey(typed);
  // The address the owner placed the pin for: a lookup of that same address never moves their pin.
  const ownerKey = useRef<string | null>(
    saved
      ? addressKey({
          address: listing.address ?? '',
          postalCode: listing.postalCode ?? '',
          city: listing.city ?? '',
          country: listing.country ?? typed.country,
        })
      : null,
  );
  // What the lookup sends once typing pauses: the address as typed when the key last changed.
  const keyNow = useRef(key);
  keyNow.current = key;
  const typedNow = useRef(typed);
  typedNow.current = typed;

  const found = (at: LatLng, from: Exclude<PinSource, 'owner'>) => {
    setCenter(at);
    setCenterSource(from);
    setPoint(at);
    setSource(from);
  };

  useEffect(() => {
    if (!key || key === ownerKey.current) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setLocating(true);
      const res = await api.call(endpoints.locateListingAddress, {
        params: { listingId: listing.id },
        body: typedNow.current,
        signal: controller.signal,
        quiet: true,
      });
      if (controller.signal.aborted) return;
      setLocating(false);
      // The owner may have dragged the pin for this address while the answer was on its way.
      if (!res.ok || !res.data.point || !res.data.precision || ownerKey.current === keyNow.current) return;
      found(res.data.point, res.data.precision);
    }, LOCATE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
      setLocating(false);
    };
    // The key stands for the typed address: the same address typed differently asks nothing.
  }, [api, listing.id, key]);

  return {
    point,
    source,
    center,
    centerSource,
    locating,
    /** A city picked in the suggestions: the pin starts at its centre. */
    atCityCentre: (at: LatLng) => found(at, 'city'),
    /** The owner dragged the pin (or clicked the map, or used the arrow keys). */
    movePin(at: LatLng) {
      setPoint(at);
      setSource('owner');
      ownerKey.current = keyNow.current;
    },
    /** Back to the point found for the address (the street, or the city's centre). */
    recenter() {
      if (!center) return;
      setPoint(center);
      setSource(centerSource);
      if (centerSource !== 'owner') ownerKey.current = null;
    },
  };
}
