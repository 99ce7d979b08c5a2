import { describe, expect, it } from 'vitest';
import { findPhoneCountry, PHONE_COUNTRIES, sortPhoneCountries } from './phone-countries';

describe('phone countries', () => {
  it('offers every country of the metadata, with its dial code', () => {
    expect(PHONE_COUNTRIES.length).toBeGreaterThan(200);
    expect(findPhoneCountry('DE')).toEqual({ name: 'Germany', code: 'DE', dialCode: '49', priority: 0 });
    expect(findPhoneCountry('JP')).toMatchObject({ dialCode: '81' });
    expect(findPhoneCountry('BR')).toMatchObject({ dialCode: '55' });
    expect(findPhoneCountry('XX')).toBeUndefined();
    expect(new Set(PHONE_COUNTRIES.map((c) => c.code)).size).toBe(PHONE_COUNTRIES.length);
  });

  it('ranks the main country of a shared dial code first', () => {
    expect(findPhoneCountry('US')).toMatchObject({ dialCode: '1', priority: 0 });
    expect(findPhoneCountry('CA')!.priority).toBeGreaterThan(0);
    expect(findPhoneCountry('GB')).toMatchObject({ dialCode: '44', priority: 0 });
    expect(findPhoneCountry('JE')!.priority).toBeGreaterThan(0);
  });

  it('lists France, Switzerland, Belgium and Luxembourg first, then the rest by name in the page language', () => {
    const fr = new Intl.DisplayNames(['fr'], { type: 'region' });
    const sorted = sortPhoneCountries(PHONE_COUNTRIES, (c) => fr.of(c.code) ?? c.name, 'fr');
    expect(sorted.slice(0, 4).map((c) => c.code)).toEqual(['FR', 'CH', 'BE', 'LU']);
    expect(sorted).toHaveLength(PHONE_COUNTRIES.length);
    const rest = sorted.slice(4).map((c) => fr.of(c.code) ?? c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(rest.indexOf('Allemagne')).toBeLessThan(rest.indexOf('Autriche'));
  });
});
