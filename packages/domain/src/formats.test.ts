import { describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  formatCalendarDate,
  formatCalendarRange,
  formatDistance,
  formatKilometres,
  formatMoney,
  formatNumber,
  formatPercent,
  numberFormat,
  plainDecimal,
  pluralRules,
} from './formats';

const NB = '\u00a0';
const NN = '\u202f';
/** Intl writes a range's dash between thin spaces. */
const DASH = '\u2009–\u2009';

describe('formatCalendarDate', () => {
  it.each([
    ['2026-11-29', 'en', 'Nov 29, 2026'],
    ['2026-11-29', 'fr', '29 nov. 2026'],
    ['2027-01-11', 'fr', '11 janv. 2027'],
    [new Date('2026-11-29T23:30:00Z'), 'en', 'Nov 29, 2026'],
    ['not a date', 'en', ''],
  ] as const)('%s in %s → %s', (value, locale, text) => {
    expect(formatCalendarDate(value, locale)).toBe(text);
  });

  it('takes other lengths', () => {
    expect(formatCalendarDate('2026-11-29', 'fr', { dateStyle: 'long' })).toBe('29 novembre 2026');
    expect(formatCalendarDate('2026-11-29', 'en', { dateStyle: 'long' })).toBe('November 29, 2026');
  });
});

describe('formatCalendarRange', () => {
  it.each([
    ['2026-11-30', '2026-11-30', 'en', 'Nov 30, 2026'],
    ['2026-11-30', '2026-11-30', 'fr', '30 nov. 2026'],
    ['2026-11-28', '2026-11-30', 'en', `Nov 28${DASH}30, 2026`],
    ['2026-11-28', '2026-11-30', 'fr', '28–30 nov. 2026'],
    ['2026-11-28', '2026-12-02', 'en', `Nov 28${DASH}Dec 2, 2026`],
    ['2026-12-30', '2027-01-02', 'fr', `30 déc. 2026${DASH}2 janv. 2027`],
    ['2026-11-30', '2026-11-28', 'en', 'Nov 30, 2026'],
  ] as const)('%s to %s in %s → %s', (start, end, locale, text) => {
    expect(formatCalendarRange(start, end, locale)).toBe(text);
  });
});

describe('formatNumber, formatPercent, plainDecimal', () => {
  it.each([
    [1234.5, 'en', '1,234.5'],
    [1234.5, 'fr', `1${NN}234,5`],
    [0, 'fr', '0'],
    [2.3456, 'en', '2.346'],
  ] as const)('formatNumber(%s, %s) → %s', (value, locale, text) => {
    expect(formatNumber(value, locale)).toBe(text);
  });

  it('keeps the decimals asked', () => {
    expect(formatNumber(4, 'fr', { minFraction: 1, maxFraction: 1 })).toBe('4,0');
    expect(formatNumber(4.25, 'en', { maxFraction: 1 })).toBe('4.3');
  });

  it.each([
    [15, 'en', '15%'],
    [15, 'fr', `15${NB}%`],
    [12.5, 'en', '12.5%'],
    [12.5, 'fr', `12,5${NB}%`],
  ] as const)('formatPercent(%s, %s) → %s', (value, locale, text) => {
    expect(formatPercent(value, locale)).toBe(text);
  });

  it.each([
    [45.764043, 5, '45.76404'],
    [12.5, 2, '12.50'],
    [123456.789, 1, '123456.8'],
    [-4.2, 0, '-4'],
  ] as const)('plainDecimal(%s, %s) → %s, like toFixed', (value, digits, text) => {
    expect(plainDecimal(value, digits)).toBe(text);
    expect(plainDecimal(value, digits)).toBe(value.toFixed(digits));
  });
});

describe('formatDistance', () => {
  it.each([
    [850, 'en', '850 m'],
    [850, 'fr', `850${NN}m`],
    [2500, 'en', '2.5 km'],
    [2500, 'fr', `2,5${NN}km`],
    [25_400, 'en', '25 km'],
  ] as const)('%s m in %s → %s', (meters, locale, text) => {
    expect(formatDistance(meters, locale)).toBe(text);
  });
});

describe('formatKilometres', () => {
  it.each([
    [62, 'en', '62 km'],
    [1262, 'en', '1,262 km'],
    [1262, 'fr', `1${NN}262${NN}km`],
    [0, 'fr', `0${NN}km`],
  ] as const)('%s km in %s → %s', (km, locale, text) => {
    expect(formatKilometres(km, locale)).toBe(text);
  });
});

describe('formatMoney', () => {
  it.each([
    [1700, 'EUR', 'en', '€17.00'],
    [1700, 'EUR', 'fr', `17,00${NB}€`],
    [123456, 'EUR', 'fr', `1${NN}234,56${NB}€`],
    [1550, 'CHF', 'en', `CHF${NB}15.50`],
    [-250, 'EUR', 'en', '-€2.50'],
  ] as const)('%s %s in %s → %s', (cents, currency, locale, text) => {
    expect(formatMoney(cents, currency, locale)).toBe(text);
  });

  it('drops round cents when asked, never others', () => {
    expect(formatMoney(30000, 'EUR', 'fr', { trimZeroCents: true })).toBe(`300${NB}€`);
    expect(formatMoney(1550, 'EUR', 'en', { trimZeroCents: true })).toBe('€15.50');
  });
});

describe('the Intl caches', () => {
  it('give one formatter per locale and options', () => {
    expect(numberFormat('fr-FR', { style: 'percent' })).toBe(numberFormat('fr-FR', { style: 'percent' }));
    expect(numberFormat('fr-FR', { style: 'percent' })).not.toBe(numberFormat('en-US', { style: 'percent' }));
    expect(dateTimeFormat('en-US', { timeZone: 'UTC' })).toBe(dateTimeFormat('en-US', { timeZone: 'UTC' }));
    expect(pluralRules('fr-FR').select(0)).toBe('one');
  });
});
