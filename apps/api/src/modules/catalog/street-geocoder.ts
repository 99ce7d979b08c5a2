import { distanceMeters, type LatLng } from '@biclou/domain/approximate-location';
import { addressLine } from '@biclou/domain/postal-code';
import type { CountryCode, PlaceIndex } from './place-index';

/** A typed address, its postal code already checked and written the country's way. */
export interface AddressQuery {
  address: string;
  postalCode: string;
  city: string;
  country: CountryCode;
}

export interface LocatedAddress {
  point: LatLng | null;
  /** `street`: the geocoder found the street; `city`: the offline city data's centre; null: neither. */
  precision: 'street' | 'city' | null;
}

/** A remote search of streets: null when it finds nothing; it throws when it fails (down, slow, garbage). */
interface StreetGeocoder {
  find(query: AddressQuery): Promise<LatLng | null>;
}

interface NominatimOptions {
  /** The service's base URL (its `/search` is asked): a self-hosted Nominatim, or nominatim.openstreetmap.org. */
  url: string;
  fetch: typeof fetch;
  /** Nominatim's usage policy asks each application to name itself. */
  userAgent: string;
  timeoutMs: number;
}

const coordinate = (value: unknown, max: number): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= max ? n : null;
};

/**
 * Nominatim's search (`/search?format=jsonv2&q=…&countrycodes=…&limit=1`): an array of places
 * whose `lat` and `lon` are decimal strings. Anything else is the geocoder failing, not "not found".
 */
function parseNominatimReply(body: unknown): LatLng | null {
  if (!Array.isArray(body)) throw new Error('geocoder: not a list of places');
  if (body.length === 0) return null;
  const first = body[0] as { lat?: unknown; lon?: unknown } | null;
  const lat = coordinate(first?.lat, 90);
  const lng = coordinate(first?.lon, 180);
  if (lat === null || lng === null) throw new Error('geocoder: a place without coordinates');
  return { lat, lng };
}

/** The Nominatim adapter: one search per address, no retry, given up after `timeoutMs`. */
export function createNominatimGeocoder(options: NominatimOptions): StreetGeocoder {
  const base = options.url.replace(/\/+$/, '');
  return {
    async find(query) {
      const params = new URLSearchParams({
        format: 'jsonv2',
        // The one-line form, as the country writes it: "12 rue Oberkampf, 75011 Paris".
        q: addressLine(query, query.country),
        countrycodes: query.country.toLowerCase(),
        limit: '1',
      });
      const res = await options.fetch(`${base}/search?${params}`, {
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: { accept: 'application/json', 'user-agent': options.userAgent },
      });
      if (!res.ok) throw new Error(`geocoder: HTTP ${res.status}`);
      return parseNominatimReply(await res.json());
    },
  };
}

/**
 * Beyond this from the typed city's centre, a street the geocoder found is another town's street of
 * the same name (the city wins): the largest of our cities is about 10 km across.
 */
const STREET_MAX_FROM_CITY_M = 20_000;

export interface AddressLocator {
  /** `remote: false` keeps to the offline data (the service's budget is spent). */
  locate(query: AddressQuery, opts?: { remote?: boolean }): Promise<LocatedAddress>;
}

/**
 * Where the pin goes for a typed address: the street's point when a geocoder is configured and
 * answers sensibly, else the city's centre from the offline city data (the default without a
 * geocoder, and the fallback when it is down, slow, or answers garbage). Nothing is cached: the
 * addresses are the owners' own.
 */
export function createAddressLocator(deps: {
  places: PlaceIndex;
  streets: StreetGeocoder | null;
  onError?: (error: unknown) => void;
}): AddressLocator {
  const cityCentre = async (query: AddressQuery): Promise<LatLng | null> => {
    const [place] = await deps.places.search(query.city, { country: query.country, limit: 1 });
    return place ? { lat: place.lat, lng: place.lng } : null;
  };
  const street = async (query: AddressQuery): Promise<LatLng | null> => {
    try {
      return (await deps.streets?.find(query)) ?? null;
    } catch (error) {
      deps.onError?.(error);
      return null;
    }
  };
  return {
    async locate(query, { remote = true } = {}) {
      const [found, centre] = await Promise.all([remote ? street(query) : null, cityCentre(query)]);
      if (found && (!centre || distanceMeters(found, centre) <= STREET_MAX_FROM_CITY_M))
        return { point: found, precision: 'street' };
      return centre ? { point: centre, precision: 'city' } : { point: null, precision: null };
    },
  };
}
