import { describe, expect, it } from 'vitest';
import { countryOfTyped, formatPhone, normalizePhone as checkPhone } from './phone-validation';

describe('phone rules', () => {
  it('accepts national and international numbers and returns E.164', () => {
    expect(checkPhone('06 12 34 56 78', 'FR')).toEqual({ ok: true, e164: '+33612345678', country: 'FR' });
    expect(checkPhone('+41 79 123 45 67', 'FR')).toMatchObject({ ok: true, e164: '+41791234567', country: 'CH' });
    expect(checkPhone('621 123 456', 'LU')).toMatchObject({ ok: true, e164: '+352621123456' });
  });

  it('rejects too short, invalid and over-long text', () => {
    expect(checkPhone('1', 'FR').ok).toBe(false);
    expect(checkPhone('06 12', 'FR').ok).toBe(false);
    expect(checkPhone('abc', 'FR').ok).toBe(false);
    expect(checkPhone(`06 12 34 56 78${' '.repeat(250)}`, 'FR')).toEqual({
      ok: false,
      message: 'Enter a valid phone number.',
    });
  });

  it('formats in national, international and auto modes', () => {
    expect(formatPhone('0612345678', 'FR', 'national')).toBe('06 12 34 56 78');
    expect(formatPhone('0612345678', 'FR', 'international')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('+32470123456', 'FR')).toBe('+32 470 12 34 56');
  });

  it('follows the country of a number typed with +', () => {
    expect(countryOfTyped('+41 79 123 45 67')).toBe('CH');
    expect(countryOfTyped('06 12')).toBeUndefined();
  });
});
