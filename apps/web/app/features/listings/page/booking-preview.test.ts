import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES } from '../pricing/earnings-example';
import { previewBooking, type PreviewInput } from './booking-preview';

const input = (over: Partial<PreviewInput> = {}): PreviewInput => ({
  start: '2026-07-01',
  end: '2026-07-08',
  today: '2026-06-01',
  listing: { pricePerDayCents: 1500, discount7Days: 10, discount30Days: 20, minBookingDays: 2, noticeDays: 3 },
  accessories: [{ pricePerDayCents: 200 }],
  blocked: [],
  rates: DEFAULT_RATES,
  limits: { maxBookingDays: 60, maxAdvanceMonths: 12 },
  ...over,
});

describe('booking price preview', () => {
  it('prices with the domain rules (decisions "Money"), accessories included', () => {
    const { breakdown, problem } = previewBooking(input());
    expect(problem).toBeNull();
    // 12000 − 1200 + 1600: the rule of decisions.md (its example's "14400" line is a typo the domain tests document).
    expect(breakdown).toMatchObject({
      days: 8,
      base: 12000,
      discount: 1200,
      accessories: 1600,
      subtotal: 12400,
      serviceFee: 1240,
      pricePaidByBuyer: 13640,
    });
    const withMore = previewBooking(
      input({ accessories: [{ pricePerDayCents: 250 }, { pricePerDayCents: 200 }] }),
    ).breakdown;
    expect(withMore).toMatchObject({
      subtotal: 14400,
      serviceFee: 1440,
      pricePaidByBuyer: 15840,
      ownerEarnings: 12240,
    });
  });

  it('waits for both dates and refuses an end before the start', () => {
    expect(previewBooking(input({ end: '' }))).toMatchObject({ breakdown: null, problem: null });
    expect(previewBooking(input({ end: '2026-06-20' }))).toMatchObject({
      breakdown: null,
      problem: 'end-before-start',
    });
  });

  it('says when the notice, the minimum duration or the blocked days get in the way', () => {
    expect(previewBooking(input({ start: '2026-06-03', end: '2026-06-10' })).problem).toBe('notice');
    expect(previewBooking(input({ start: '2026-06-04', end: '2026-06-10' })).problem).toBeNull();
    expect(previewBooking(input({ start: '2026-07-01', end: '2026-07-01' })).problem).toBe('too-short');
    expect(previewBooking(input({ blocked: [{ start: '2026-07-08', end: '2026-07-09' }] })).problem).toBe(
      'unavailable',
    );
    expect(previewBooking(input()).earliestStart).toBe('2026-06-04');
  });

  it('refuses, without pricing, a booking longer than the settings allow or starting beyond the horizon', () => {
    expect(previewBooking(input({ start: '2026-07-01', end: '2026-08-29' }))).toMatchObject({
      problem: null,
      breakdown: { days: 60 },
    });
    expect(previewBooking(input({ start: '2026-07-01', end: '2026-08-30' }))).toMatchObject({
      problem: 'too-long',
      breakdown: null,
    });
    expect(previewBooking(input({ start: '2030-01-01', end: '2099-12-31' }))).toMatchObject({
      problem: 'too-long',
      breakdown: null,
    });
    expect(previewBooking(input({ start: '2027-06-02', end: '2027-06-04' }))).toMatchObject({
      problem: 'too-far',
      breakdown: null,
    });
    expect(previewBooking(input({ start: '2027-06-01', end: '2027-06-04' })).problem).toBeNull();
    expect(
      previewBooking(
        input({ limits: { maxBookingDays: 5, maxAdvanceMonths: 1 }, start: '2026-07-02', end: '2026-07-06' }),
      ).problem,
    ).toBe('too-far');
    expect(previewBooking(input()).latestStart).toBe('2027-06-01');
  });
});
