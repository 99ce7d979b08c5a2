import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-cache';

describe('intl-cache', () => {
  it('gives one formatter per locale and options', () => {
    expect(numberFormat('fr-FR', { style: 'currency', currency: 'EUR' })).toBe(
      numberFormat('fr-FR', { style: 'currency', currency: 'EUR' }),
    );
    expect(numberFormat('fr-FR', { style: 'currency', currency: 'EUR' })).not.toBe(
      numberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
    );
    expect(numberFormat('fr-FR', { style: 'currency', currency: 'EUR' })).not.toBe(
      numberFormat('fr-FR', { style: 'currency', currency: 'CHF' }),
    );
    expect(dateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      dateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }),
    );
  });

  it('formats like a fresh formatter', () => {
    expect(numberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(15.5)).toBe(
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(15.5),
    );
    expect(
      dateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2024-03-05T00:00:00Z')),
    ).toBe('5 mars 2024');
    expect(relativeTimeFormat('en-GB', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
  });
});
