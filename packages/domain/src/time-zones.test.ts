import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COUNTRY_TIME_ZONES, MARKETPLACE_TIME_ZONE, timeZoneOfCountry, zoneLabel } from './time-zones';

describe('time zones', () => {
  it.each([
    ['FR', 'Europe/Paris'],
    ['CH', 'Europe/Zurich'],
    ['BE', 'Europe/Brussels'],
    ['LU', 'Europe/Luxembourg'],
    ['lu', 'Europe/Luxembourg'],
    ['DE', MARKETPLACE_TIME_ZONE],
    [null, MARKETPLACE_TIME_ZONE],
  ])('%s → %s', (country, zone) => {
    expect(timeZoneOfCountry(country)).toBe(zone);
  });

  it('gives every country a zone Intl knows', () => {
    fc.assert(
      fc.property(fc.string(), (country) => {
        const zone = timeZoneOfCountry(country);
        expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
      }),
    );
    for (const zone of Object.values(COUNTRY_TIME_ZONES))
      expect(new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone).toBe(zone);
  });

  it.each([
    ['Europe/Paris', 'en', 'Paris time'],
    ['Europe/Paris', 'fr', 'heure de Paris'],
    ['Europe/Brussels', 'fr', 'heure de Bruxelles'],
    ['Europe/Zurich', 'en', 'Zurich time'],
    ['America/New_York', 'en', 'New York time'],
  ])('labels %s in %s: %s', (zone, locale, label) => {
    expect(zoneLabel(zone, locale)).toBe(label);
  });
});
