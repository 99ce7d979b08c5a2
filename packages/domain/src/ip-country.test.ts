import { describe, expect, it } from 'vitest';
import { COUNTRY_LOOKUP_ERROR, isSupportedCountry, parseIpCountryReply } from './ip-country';

describe('parseIpCountryReply', () => {
  it.each([
    ['1;FR;FRA;France', { ok: true, country: 'FR' }],
    ['1;CH;CHE;Switzerland', { ok: true, country: 'CH' }],
    ['1;de;DEU;Germany', { ok: true, country: 'DE' }],
    ['1;LU', { ok: true, country: 'LU' }],
    ['', { ok: false, error: COUNTRY_LOOKUP_ERROR }],
    ['0;;;WRONG INPUT', { ok: false, error: COUNTRY_LOOKUP_ERROR }],
    ['2;;;UNKNOWN', { ok: false, error: COUNTRY_LOOKUP_ERROR }],
    ['1;', { ok: false, error: COUNTRY_LOOKUP_ERROR }],
    ['1;1X;', { ok: false, error: COUNTRY_LOOKUP_ERROR }],
    ['<html>', { ok: false, error: COUNTRY_LOOKUP_ERROR }],
  ])('%j → %j', (text, expected) => {
    expect(parseIpCountryReply(text)).toEqual(expected);
  });

  it('knows the four countries', () => {
    expect(['FR', 'CH', 'BE', 'LU', 'DE'].map(isSupportedCountry)).toEqual([true, true, true, true, false]);
  });
});
