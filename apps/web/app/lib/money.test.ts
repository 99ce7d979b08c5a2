import { describe, expect, it } from 'vitest';
import { amountInput, formatMoney, parseAmount } from './money';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  it('formats cents in the visitor language, dropping zero cents', () => {
    expect(formatMoney(1500, 'EUR', 'en')).toBe('€15');
    expect(formatMoney(1550, 'EUR', 'en')).toBe('€15.50');
    expect(nbsp(formatMoney(15840, 'EUR', 'fr'))).toBe('158,40 €');
    expect(nbsp(formatMoney(1500, 'CHF', 'fr'))).toBe('15 CHF');
    expect(formatMoney(1500, 'EUR', 'en', { keepCents: true })).toBe('€15.00');
  });

  it('reads typed amounts into cents without floats', () => {
    expect(parseAmount('15')).toBe(1500);
    expect(parseAmount('15,5')).toBe(1550);
    expect(parseAmount('0.07')).toBe(7);
    expect(parseAmount(' 1 200 € ')).toBe(120000);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('12.345')).toBeNaN();
    expect(parseAmount('-3')).toBeNaN();
  });

  it('shows stored cents back in an input', () => {
    expect(amountInput(1500, 'fr')).toBe('15');
    expect(amountInput(1550, 'fr')).toBe('15,50');
    expect(amountInput(1505, 'en')).toBe('15.05');
    expect(amountInput(null, 'en')).toBe('');
  });
});
