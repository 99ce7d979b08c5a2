import { UpdateListingPriceRequestSchema } from '@biclou/contracts/listings';
import { TIME_PRICE_MESSAGES } from '@biclou/domain/time-price-ladder';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../lib/forms/validate';
import { pricePayload, priceValues, type PriceValues } from './price-values';

const listing = {
  pricePerDayCents: 1550,
  depositCents: 0,
  minBookingDays: 1,
  noticeDays: 0,
  discount7Days: 10,
  discount30Days: 20,
  cancelationOption: 'strict' as const,
};

const base: PriceValues = {
  price: '15',
  halfDay: '',
  hour: '',
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
      pricePerHalfDayCents: null,
      pricePerHourCents: null,
      depositCents: 15000,
      minBookingDays: 2,
      noticeDays: 1,
      discount7Days: 10,
      discount30Days: 25,
      cancelationOption: 'short_notice',
    });
  });

  it('shows a stored listing back', () => {
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

  it('sends the half-day and hourly prices in cents, an emptied one as null to clear it', () => {
    expect(pricePayload({ ...base, halfDay: '9,50', hour: '3' })).toMatchObject({
      pricePerHalfDayCents: 950,
      pricePerHourCents: 300,
    });
    expect(priceValues({ ...listing, pricePerHalfDayCents: 950, pricePerHourCents: null }, 'fr')).toMatchObject({
      halfDay: '9,50',
      hour: '',
    });
  });

  it('says when a half-day costs more than a day or an hour more than a half-day, before sending', () => {
    const fields = (v: Partial<PriceValues>) => {
      const res = validateForm(UpdateListingPriceRequestSchema, pricePayload({ ...base, ...v }));
      return res.ok ? {} : res.fields;
    };
    expect(fields({ halfDay: '16' })).toEqual({ pricePerHalfDayCents: [TIME_PRICE_MESSAGES.halfDayAboveDay] });
    expect(fields({ halfDay: '8', hour: '9' })).toEqual({ pricePerHourCents: [TIME_PRICE_MESSAGES.hourAboveHalfDay] });
    expect(fields({ hour: '15,01' })).toEqual({ pricePerHourCents: [TIME_PRICE_MESSAGES.hourAboveDay] });
    expect(fields({ halfDay: '15', hour: '15' })).toEqual({});
    expect(fields({ hour: 'abc' })).toEqual({
      pricePerHourCents: ['The hourly price must be a whole number of cents between 1 and 1000 €.'],
    });
  });
});
