import { describe, expect, it } from 'vitest';
import { mailFormat } from './format';

const NBSP = '\u00a0';

describe('mailFormat', () => {
  it('writes calendar dates for the reader: "11 janv. 2027" in French, "Jan 11, 2027" in English, never shifted a day', () => {
    expect(mailFormat('fr').date('2027-01-11')).toBe('11 janv. 2027');
    expect(mailFormat('fr').date('2027-01-18')).toBe('18 janv. 2027');
    expect(mailFormat('en').date('2027-01-11')).toBe('Jan 11, 2027');
    expect(mailFormat('fr').date('2026-12-31')).toBe('31 déc. 2026');
    expect(mailFormat('en').date('2026-03-29')).toBe('Mar 29, 2026');
  });

  it('refuses what is not a calendar date rather than printing it', () => {
    expect(() => mailFormat('fr').date('2027-1-11')).toThrow(RangeError);
  });

  it('writes amounts with their cents: "17,00 €" in French, "€17.00" in English, francs too', () => {
    expect(mailFormat('fr').money(1700, 'EUR')).toBe(`17,00${NBSP}€`);
    expect(mailFormat('en').money(1700, 'EUR')).toBe('€17.00');
    expect(mailFormat('fr').money(510, 'EUR')).toBe(`5,10${NBSP}€`);
    expect(mailFormat('en').money(123456, 'EUR')).toBe('€1,234.56');
    expect(mailFormat('fr').money(123456, 'EUR')).toBe(`1${'\u202f'}234,56${NBSP}€`);
    expect(mailFormat('fr').money(2550, 'CHF')).toBe(`25,50${NBSP}CHF`);
    expect(mailFormat('en').money(2550, 'CHF')).toBe(`CHF${NBSP}25.50`);
  });
});
