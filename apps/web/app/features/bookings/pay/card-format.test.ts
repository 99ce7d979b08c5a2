import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, parseExpiry } from './card-format';

describe('card formatting', () => {
  it('groups card digits by four', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0027-6000-3184')).toBe('4000 0027 6000 3184');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('')).toBe('');
  });

  it('formats the expiry as MM / YY as people type', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('1228')).toBe('12 / 28');
    expect(formatExpiry('12 / ', '12 / 2')).toBe('12 / ');
    expect(formatExpiry('12 /', '12 / ')).toBe('1');
  });

  it('reads the expiry', () => {
    expect(parseExpiry('12 / 28')).toEqual({ expMonth: 12, expYear: 2028 });
    expect(parseExpiry('13 / 28')).toBeNull();
    expect(parseExpiry('12 / ')).toBeNull();
  });
});
