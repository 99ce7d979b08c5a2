import { describe, expect, it } from 'vitest';
import { previewBooking, type PreviewInput } from './booking-preview';

const input = (over: Partial<PreviewInput> = {}): PreviewInput => ({
  start: '2026-07-01',
  end: '2026-07-08',
  today: '2026-06-01',
  earliestStart: '2026-06-04',
  listing: { minBookingDays: 2, noticeDays: 3 },
  blocked: [],
  limits: { maxBookingDays: 60, maxAdvanceMonths: 12 },
  ...over,
});

describe('the listing page’s date rules', () => {
  it('waits for both dates and refuses an end before the start', () => {
    expect(previewBooking(input({ end: '' })).problem).toBeNull();
    expect(previewBooking(input({ end: '2026-06-20' })).problem).toBe('end-before-start');
  });

  it('says when the notice, the minimum duration or the blocked days get in the way', () => {
    expect(previewBooking(input({ start: '2026-06-03', end: '2026-06-10' })).problem).toBe('notice');
    expect(previewBooking(input({ start: '2026-06-04', end: '2026-06-10' })).problem).toBeNull();
    expect(previewBooking(input({ start: '2026-07-01', end: '2026-07-01' })).problem).toBe('too-short');
    expect(previewBooking(input({ blocked: [{ start: '2026-07-07', end: '2026-07-09' }] })).problem).toBe(
      'unavailable',
    );
  });

  it('leaves the first and the last day to their time pickers: they may have free hours', () => {
    // Booked on the 1st and the 8th only: the days between are free.
    const ends = [
      { start: '2026-06-30', end: '2026-07-01' },
      { start: '2026-07-08', end: '2026-07-08' },
    ];
    expect(previewBooking(input({ blocked: ends })).problem).toBeNull();
    const oneDay = { start: '2026-07-01', end: '2026-07-01', listing: { minBookingDays: 1, noticeDays: 3 } };
    expect(previewBooking(input({ ...oneDay, blocked: ends })).problem).toBeNull();
    expect(previewBooking(input({ start: '2026-07-01', end: '2026-07-02', blocked: ends })).problem).toBeNull();
  });

  it('a start today is the hours’ notice to judge: refused once no pickup is left today', () => {
    const sameDay = { listing: { minBookingDays: 1, noticeDays: 0 }, start: '2026-06-01', end: '2026-06-01' };
    expect(previewBooking(input({ ...sameDay, earliestStart: '2026-06-01' })).problem).toBeNull();
    expect(previewBooking(input({ ...sameDay, earliestStart: '2026-06-02' })).problem).toBe('today-closed');
  });

  it('refuses a booking longer than the settings allow or starting beyond the horizon', () => {
    expect(previewBooking(input({ start: '2026-07-01', end: '2026-08-29' })).problem).toBeNull();
    expect(previewBooking(input({ start: '2026-07-01', end: '2026-08-30' })).problem).toBe('too-long');
    expect(previewBooking(input({ start: '2030-01-01', end: '2099-12-31' })).problem).toBe('too-long');
    expect(previewBooking(input({ start: '2027-06-02', end: '2027-06-04' })).problem).toBe('too-far');
    expect(previewBooking(input({ start: '2027-06-01', end: '2027-06-04' })).problem).toBeNull();
    expect(
      previewBooking(
        input({ limits: { maxBookingDays: 5, maxAdvanceMonths: 1 }, start: '2026-07-02', end: '2026-07-06' }),
      ).problem,
    ).toBe('too-far');
    expect(previewBooking(input()).latestStart).toBe('2027-06-01');
  });
});
