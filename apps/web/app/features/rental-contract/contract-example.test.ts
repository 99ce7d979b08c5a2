import type { SettingsResponse } from '@biclou/contracts/settings';
import { CANCELATION_OPTIONS } from '@biclou/domain/cancelation-options';
import { describe, expect, it } from 'vitest';
import { instantToLocal } from '@biclou/domain/listing-time-zone';
import { priceTimedBooking } from '@biclou/domain/time-pricing';
import { formatBookingTimes } from '../../lib/booking-times';
import { bpToPct, CONTRACT_EXAMPLE, contractCancelationTerms, contractPrice } from './contract-example';

const settings = (over: Partial<SettingsResponse>): SettingsResponse => ({
  serviceFeeRateBp: 1000,
  commissionRateBp: 1500,
  creditDelayDays: 4,
  requestExpiryHours: 48,
  paymentWindowHours: 48,
  maxOpenRequests: 5,
  maxBookingDays: 60,
  maxAdvanceMonths: 12,
  cancelationOptions: { ...CANCELATION_OPTIONS },
  countries: [],
  paymentProvider: 'sandbox',
  stripePublishableKey: null,
  ...over,
});

describe('the rental contract example', () => {
  it('prices 3 days at 18 € with 2 €/day of panniers with the settings’ rates', () => {
    expect(contractPrice(settings({}))).toMatchObject({
      days: 3,
      base: 5400,
      accessories: 600,
      subtotal: 6000,
      serviceFee: 600,
      pricePaidByBuyer: 6600,
      commission: 900,
      ownerEarnings: 5100,
    });
  });

  it('follows an admin’s change of the fee and the commission', () => {
    expect(contractPrice(settings({ serviceFeeRateBp: 1250, commissionRateBp: 2000 }))).toMatchObject({
      serviceFee: 750,
      pricePaidByBuyer: 6750,
      commission: 1200,
      ownerEarnings: 4800,
    });
    expect(bpToPct(1250)).toBe(12.5);
  });

  it('states the live Zen terms, and the defaults when the settings did not load', () => {
    const edited = { delayDays: 5, refundBeforeDelayPct: 60, refundAfterDelayPct: 10 };
    const live = settings({ cancelationOptions: { ...CANCELATION_OPTIONS, short_notice: edited } });
    expect(contractCancelationTerms(live)).toEqual(edited);
    expect(contractCancelationTerms(null)).toMatchObject({ delayDays: 3, refundBeforeDelayPct: 70 });
  });
});

describe('the example’s pick-up and return', () => {
  const NB = '\u00a0';
  const e = CONTRACT_EXAMPLE;

  it('fall on its first and last days, 09:00 and 18:00 on the bike’s clock, written as the loader writes them', () => {
    expect(instantToLocal(new Date(e.pickupAt), e.timeZone)).toMatchObject({ date: e.startDate, time: '09:00' });
    expect(instantToLocal(new Date(e.returnAt), e.timeZone)).toMatchObject({ date: e.endDate, time: '18:00' });
    expect(formatBookingTimes(e.pickupAt, e.returnAt, 'fr', e.timeZone)).toBe(
      `ven. 12 juin, 09:00${NB}→ dim. 14 juin 2026, 18:00 (heure de Paris)`,
    );
    expect(formatBookingTimes(e.pickupAt, e.returnAt, 'en', e.timeZone)).toBe(
      `Fri, Jun 12, 09:00${NB}→ Sun, Jun 14, 2026, 18:00 (Paris time)`,
    );
  });

  it('cost what time pricing charges for them: the page’s day price is the booking’s', () => {
    const timed = priceTimedBooking({
      pickupAt: new Date(e.pickupAt),
      returnAt: new Date(e.returnAt),
      pricePerDayCents: e.pricePerDayCents,
      discount7Pct: e.discount7Pct,
      discount30Pct: e.discount30Pct,
      accessories: e.accessories,
      serviceFeeRateBp: 1000,
      commissionRateBp: 1500,
    });
    expect(timed).toMatchObject({ ...contractPrice(settings({})), halfDays: 0, hours: 0 });
  });
});
