import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  assertOpeningHours,
  BOOKING_TIME_MESSAGES,
  BOOKING_TIME_PROBLEMS,
  checkBookingTimes,
  DEFAULT_MIN_NOTICE_HOURS,
  DEFAULT_OPENING_HOURS,
  MIN_NOTICE_HOURS,
  type BookingTimesContext,
  type DayHours,
  type OpeningHours,
} from './opening-hours';

const shop: DayHours = { pickup: { from: '09:00', to: '12:00' }, return: { from: '16:00', to: '19:00' } };
/** Monday to Saturday, pickups in the morning and returns in the evening; closed on Sundays and Christmas. */
const hours: OpeningHours = {
  week: { mon: shop, tue: shop, wed: shop, thu: shop, fri: shop, sat: shop, sun: null },
  closedDates: ['2026-12-25'],
  minNoticeHours: 24,
};
// Monday 2026-11-30, 10:00 in Paris.
const context: BookingTimesContext = { hours, timeZone: 'Europe/Paris', now: new Date('2026-11-30T09:00:00Z') };
const check = (pickup: string, returned: string, over: Partial<BookingTimesContext> = {}) => {
  const [pd, pt] = pickup.split(' ') as [string, string];
  const [rd, rt] = returned.split(' ') as [string, string];
  return checkBookingTimes({ date: pd, time: pt }, { date: rd, time: rt }, { ...context, ...over });
};

describe('checkBookingTimes', () => {
  it.each([
    // pickup, return, problems
    ['2026-12-02 10:00', '2026-12-02 18:00', []],
    ['2026-12-02 09:00', '2026-12-02 19:00', []], // both window ends are included
    ['2026-12-02 12:00', '2026-12-02 16:00', []],
    ['2026-12-02 08:59', '2026-12-02 18:00', ['pickup_outside_hours']],
    ['2026-12-02 12:01', '2026-12-02 18:00', ['pickup_outside_hours']],
    ['2026-12-02 10:00', '2026-12-02 15:59', ['return_outside_hours']],
    ['2026-12-02 10:00', '2026-12-02 19:01', ['return_outside_hours']],
    ['2026-12-02 10:00', '2026-12-03 10:00', ['return_outside_hours']], // a return on a pickup-only time
    ['2026-12-05 10:00', '2026-12-06 18:00', ['closed_day']], // Sunday
    ['2026-12-06 10:00', '2026-12-07 18:00', ['closed_day']],
    ['2026-12-24 10:00', '2026-12-25 18:00', ['closed_day']], // a closed date
    ['2026-12-25 13:00', '2026-12-26 18:00', ['closed_day']], // no window is read on a closed day
    ['2026-12-02 10:00', '2026-12-02 10:00', ['zero_length']],
    ['2026-12-02 18:00', '2026-12-02 10:00', ['return_before_pickup']],
    ['2026-11-30 09:00', '2026-11-30 18:00', ['in_the_past']],
    ['2026-12-01 09:59', '2026-12-01 18:00', ['under_notice']], // 23 h 59 min ahead
    ['2026-12-01 10:00', '2026-12-01 18:00', []], // exactly 24 h ahead
    ['2026-12-01 09:30', '2026-12-01 19:30', ['under_notice', 'return_outside_hours']],
    ['2027-11-30 10:00', '2027-11-30 18:00', []], // the last start of a 12-month horizon
    ['2027-12-01 10:00', '2027-12-01 18:00', ['too_far_ahead']],
    ['2027-03-28 02:30', '2027-03-29 18:00', ['nonexistent_time']], // skipped by the spring change
    ['2026-12-02 10:00', '2027-03-28 02:30', ['nonexistent_time']],
  ])('%s → %s: %j', (pickup, returned, problems) => {
    expect(check(pickup, returned)).toEqual(problems);
  });

  it('lists every reason at once, in a stable order', () => {
    expect(
      check('2026-11-28 07:00', '2026-12-06 20:00', { limits: { maxBookingDays: 2, maxAdvanceMonths: 12 } }),
    ).toEqual(['in_the_past', 'closed_day', 'pickup_outside_hours', 'too_long']);
  });

  it('takes stored instants as well as local times', () => {
    const problems = checkBookingTimes(new Date('2026-12-02T09:00:00Z'), new Date('2026-12-02T17:00:00Z'), context);
    expect(problems).toEqual([]);
    expect(checkBookingTimes(new Date('2026-12-02T07:00:00Z'), new Date('2026-12-02T17:00:00Z'), context)).toEqual([
      'pickup_outside_hours', // 08:00 in Paris
    ]);
  });

  it("reads hours on the listing's clock, not the server's", () => {
    // 10:00 in Zurich is 09:00Z; the same instant is 09:00 on a UTC clock.
    const zurich = { ...context, timeZone: 'Europe/Zurich' };
    expect(checkBookingTimes(new Date('2026-12-02T11:30:00Z'), new Date('2026-12-02T17:00:00Z'), zurich)).toEqual([
      'pickup_outside_hours', // 12:30 in Zurich
    ]);
  });

  it('the notice is counted in real hours across the spring change', () => {
    // Saturday 2027-03-27 10:00 CET; Sunday 10:00 CEST is only 23 hours later.
    const now = new Date('2027-03-27T09:00:00Z');
    const open = { hours: DEFAULT_OPENING_HOURS, timeZone: 'Europe/Paris', now };
    expect(check('2027-03-28 10:00', '2027-03-28 18:00', open)).toEqual(['under_notice']);
    expect(check('2027-03-28 11:00', '2027-03-28 18:00', open)).toEqual([]);
  });

  it('the longest rental is counted on the bike clock, across the autumn change', () => {
    const open = { hours: DEFAULT_OPENING_HOURS, timeZone: 'Europe/Paris', now: new Date('2026-08-01T08:00:00Z') };
    // 60 days on the clock are 60 × 24 + 1 real hours here: still allowed.
    expect(check('2026-09-01 10:00', '2026-10-31 10:00', open)).toEqual([]);
    expect(check('2026-09-01 10:00', '2026-10-31 10:01', open)).toEqual(['too_long']);
    expect(
      check('2026-09-01 10:00', '2026-10-31 10:01', { ...open, limits: { maxBookingDays: 61, maxAdvanceMonths: 12 } }),
    ).toEqual([]);
  });

  it('property: the answer is allowed or a list of known reasons, each once, in order', () => {
    const moment = fc.integer({ min: 0, max: 400 * 24 * 4 }).map((q) => new Date(Date.UTC(2026, 10, 1) + q * 900_000));
    fc.assert(
      fc.property(moment, moment, (pickup, returned) => {
        const problems = checkBookingTimes(pickup, returned, context);
        const order = problems.map((p) => BOOKING_TIME_PROBLEMS.indexOf(p));
        expect(order).toEqual([...new Set(order)].sort((a, b) => a - b));
        expect(order.every((i) => i >= 0)).toBe(true);
        if (returned <= pickup) expect(problems).toHaveLength(1);
      }),
    );
  });
});

describe('opening hours', () => {
  it('the defaults: every day 08:00–20:00, 24 hours of notice, valid', () => {
    expect(DEFAULT_MIN_NOTICE_HOURS).toBe(24);
    expect(DEFAULT_OPENING_HOURS.minNoticeHours).toBe(24);
    expect(DEFAULT_OPENING_HOURS.week.sun).toEqual({
      pickup: { from: '08:00', to: '20:00' },
      return: { from: '08:00', to: '20:00' },
    });
    expect(() => assertOpeningHours(DEFAULT_OPENING_HOURS)).not.toThrow();
    expect(() => assertOpeningHours(hours)).not.toThrow();
  });

  it.each([
    [
      'a window ending before it starts',
      { week: { ...hours.week, mon: { ...shop, pickup: { from: '12:00', to: '09:00' } } } },
    ],
    ['a malformed time', { week: { ...hours.week, tue: { ...shop, return: { from: '16h', to: '19:00' } } } }],
    ['a malformed closed date', { closedDates: ['2026-02-30'] }],
    ['a notice under an hour', { minNoticeHours: 0 }],
    ['a notice in part hours', { minNoticeHours: 1.5 }],
  ])('refuses %s', (_, over) => {
    expect(() => assertOpeningHours({ ...hours, ...over } as OpeningHours)).toThrow(RangeError);
  });

  it('a notice of one hour is allowed', () => {
    expect(MIN_NOTICE_HOURS).toBe(1);
    expect(() => assertOpeningHours({ ...hours, minNoticeHours: MIN_NOTICE_HOURS })).not.toThrow();
  });

  it('every reason has a sentence', () => {
    expect(Object.keys(BOOKING_TIME_MESSAGES).sort()).toEqual([...BOOKING_TIME_PROBLEMS].sort());
    for (const message of Object.values(BOOKING_TIME_MESSAGES)) expect(message).toMatch(/^[A-Z][^\n]*\.$/);
  });
});
