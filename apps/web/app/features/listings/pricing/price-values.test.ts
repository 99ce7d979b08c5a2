import { UpdateListingPriceRequestSchema } from '@biclou/contracts/listings';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../lib/forms/validate';
import { pricePayload, priceValues, type PriceValues } from './price-values';

const base: PriceValues = {
  price: '15',
  deposit: '150',
  minBookingDays: '2',
  noticeDays: '1',
  discount7Days: '10',
  discount30Days: '25',
  cancelationOption: 'short_notice',
};

describe('price form values', () => {
  it('turns typed euros into cents and whole numbers', () => {
    expect(pricePayload({ ...base, price: '15,50' })).toEqual({
      pricePerDayCents: 1550,
      depositCents: 15000,
      minBookingDays: 2,
      noticeDays: 1,
      discount7Days: 10,
      discount30Days: 25,
      cancelationOption: 'short_notice',
    });
  });

  it('shows a stored listing back', () => {
    const listing = {
      pricePerDayCents: 1550,
      depositCents: 0,
      minBookingDays: 1,
      noticeDays: 0,
      discount7Days: 10,
      discount30Days: 20,
      cancelationOption: 'strict' as const,
    };
    expect(priceValues(listing, 'fr')).toMatchObject({
      price: '15,50',
      deposit: '',
      minBookingDays: '1',
      discount7Days: '10',
    });
  });

  it('gets the exact spec messages from the contract schema', () => {
    const check = (v: Partial<PriceValues>) => {
      const res = validateForm(UpdateListingPriceRequestSchema, pricePayload({ ...base, ...v }));
      return res.ok ? {} : res.fields;
    };
    expect(check({ minBookingDays: '1.5' }).minBookingDays).toEqual([
      'The minium booking duration should be an integer',
    ]);
    expect(check({ minBookingDays: '0' }).minBookingDays).toEqual([
      'The minimum booking duration should be above 1 day',
    ]);
    expect(check({ discount7Days: '12.5' }).discount7Days).toEqual(['The discount rate must be an integer']);
    expect(check({ discount30Days: 'abc' }).discount30Days).toEqual(['The discount rate must be an integer']);
    expect(check({})).toEqual({});
  });
});
