/**
 * Where a bike is, its clock: times of a booking, its chat and its deposit are written in the
 * listing's country's zone, since that is where the two parties meet. The marketplace's four
 * countries each have one zone; a country outside them reads the marketplace's reference zone.
 */
export const MARKETPLACE_TIME_ZONE = 'Europe/Paris';

export const COUNTRY_TIME_ZONES = {
  FR: 'Europe/Paris',
  CH: 'Europe/Zurich',
  BE: 'Europe/Brussels',
  LU: 'Europe/Luxembourg',
} as const;

export type MarketplaceTimeZone = (typeof COUNTRY_TIME_ZONES)[keyof typeof COUNTRY_TIME_ZONES];

/** `timeZoneOfCountry('CH')` → "Europe/Zurich"; unknown or missing → "Europe/Paris". */
export function timeZoneOfCountry(country: string | null | undefined): MarketplaceTimeZone {
  const key = (country ?? '').toUpperCase() as keyof typeof COUNTRY_TIME_ZONES;
  return COUNTRY_TIME_ZONES[key] ?? MARKETPLACE_TIME_ZONE;
}

/** The city a zone is named after, as each language writes it ("heure de Bruxelles"). */
const ZONE_CITIES: Record<MarketplaceTimeZone, { en: string; fr: string }> = {
  'Europe/Paris': { en: 'Paris', fr: 'Paris' },
  'Europe/Zurich': { en: 'Zurich', fr: 'Zurich' },
  'Europe/Brussels': { en: 'Brussels', fr: 'Bruxelles' },
  'Europe/Luxembourg': { en: 'Luxembourg', fr: 'Luxembourg' },
};

/**
 * How a time says which clock it is on: `zoneLabel('Europe/Brussels', 'fr')` → "heure de Bruxelles",
 * `zoneLabel('Europe/Paris', 'en')` → "Paris time". Another zone is written as its IANA city.
 */
export function zoneLabel(timeZone: string, locale: string): string {
  const fr = locale === 'fr';
  const city =
    ZONE_CITIES[timeZone as MarketplaceTimeZone]?.[fr ? 'fr' : 'en'] ??
    (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
  return fr ? `heure de ${city}` : `${city} time`;
}
