import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkBookingRequest, isAvailable, overlapping, rangesOverlap, type BookingRequestInput } from './availability';
import { addDays } from './paris-calendar';

const ok: BookingRequestInput = {
  startDate: '2026-07-10',
  endDate: '2026-07-12',
  today: '2026-07-01',
  minBookingDays: 1,
  noticeDays: 0,
  blockedPeriods: [],
  blockingBookings: [],
  openRequestsCount: 0,
  maxOpenRequests: 5,
  isOwnListing: false,
  phoneConfirmed: true,
  maxBookingDays: 60,
  maxAdvanceMonths: 12,
};
const codes = (o: Partial<BookingRequestInput>) => checkBookingRequest({ ...ok, ...o }).map((v) => v.code);

describe('checkBookingRequest', () => {
  it.each([
    ['a valid request', {}, []],
    ['phone not confirmed', { phoneConfirmed: false }, ['phone_not_confirmed']],
    ['own bike', { isOwnListing: true }, ['own_listing']],
    ['4 open requests: still fine', { openRequestsCount: 4 }, []],
    ['5 open requests: the 6th is refused', { openRequestsCount: 5 }, ['too_many_requests']],
    ['end before start', { endDate: '2026-07-09' }, ['invalid_dates']],
    ['malformed date', { startDate: '2026-02-30' }, ['invalid_dates']],
    ['one-day booking (same start and end)', { endDate: '2026-07-10' }, []],
    ["start today: the hours' notice judges it", { startDate: '2026-07-01' }, []],
    ['start today, 1 day of notice', { startDate: '2026-07-01', noticeDays: 1 }, ['notice']],
    ['start yesterday', { startDate: '2026-06-30' }, ['start_date_passed']],
    ['start tomorrow, no notice', { startDate: '2026-07-02' }, []],
    ['3 days, min 3', { minBookingDays: 3 }, []],
    ['3 days, min 4', { minBookingDays: 4 }, ['min_duration']],
    ['notice 9, start in 9 days', { noticeDays: 9 }, []],
    ['notice 10, start in 9 days', { noticeDays: 10 }, ['notice']],
    ['units: 2 wanted, 2 free', { units: { free: 2, wanted: 2 } }, []],
    ['units: 2 wanted, 1 free', { units: { free: 1, wanted: 2 } }, ['unavailable']],
    [
      'units: a free bike, but a busy time that blocks every unit',
      { units: { free: 1, wanted: 1 }, blockingBookings: [{ startDate: '2026-07-11', endDate: '2026-07-11' }] },
      ['unavailable'],
    ],
    [
      "units: a free bike, but the owner's unavailable dates block the listing",
      { units: { free: 3, wanted: 1 }, blockedPeriods: [{ start: '2026-07-12', end: '2026-07-13' }] },
      ['unavailable'],
    ],
    ['notice 2, start tomorrow', { startDate: '2026-07-02', noticeDays: 2 }, ['notice']],
    [
      'blocked period touching the last day',
      { blockedPeriods: [{ start: '2026-07-12', end: '2026-07-20' }] },
      ['unavailable'],
    ],
    [
      'blocked period touching the first day',
      { blockedPeriods: [{ start: '2026-07-01', end: '2026-07-10' }] },
      ['unavailable'],
    ],
    ['blocked period inside', { blockedPeriods: [{ start: '2026-07-11', end: '2026-07-11' }] }, ['unavailable']],
    [
      'blocked period just before and just after',
      {
        blockedPeriods: [
          { start: '2026-07-01', end: '2026-07-09' },
          { start: '2026-07-13', end: '2026-07-14' },
        ],
      },
      [],
    ],
    [
      'blocking booking covering the range',
      { blockingBookings: [{ startDate: '2026-07-01', endDate: '2026-07-31' }] },
      ['unavailable'],
    ],
    [
      'blocking booking ending the day before',
      { blockingBookings: [{ startDate: '2026-07-05', endDate: '2026-07-09' }] },
      [],
    ],
    ['60 days, max 60', { endDate: '2026-09-07' }, []],
    ['61 days, max 60', { endDate: '2026-09-08' }, ['max_duration']],
    ['start 12 months ahead exactly', { startDate: '2027-07-01', endDate: '2027-07-02' }, []],
    ['start 12 months and a day ahead', { startDate: '2027-07-02', endDate: '2027-07-03' }, ['too_far_ahead']],
    [
      '2030 → 2099 (a reported case)',
      { startDate: '2030-01-01', endDate: '2099-12-31' },
      ['max_duration', 'too_far_ahead'],
    ],
    ['up to 9999-12-31', { endDate: '9999-12-31' }, ['max_duration']],
    [
      'everything wrong at once',
      {
        phoneConfirmed: false,
        isOwnListing: true,
        openRequestsCount: 7,
        startDate: '2026-06-30',
        endDate: '2026-06-30',
        minBookingDays: 2,
        blockedPeriods: [{ start: '2026-06-30', end: '2026-06-30' }],
      },
      ['phone_not_confirmed', 'own_listing', 'too_many_requests', 'start_date_passed', 'min_duration', 'unavailable'],
    ],
  ] as [string, Partial<BookingRequestInput>, string[]][])('%s → %j', (_label, overrides, expected) => {
    expect(codes(overrides)).toEqual(expected);
  });

  it('uses the exact spec message for unavailable dates, with fields and params for the form', () => {
    const v = checkBookingRequest({
      ...ok,
      startDate: '2026-07-02',
      noticeDays: 2,
      minBookingDays: 12,
      openRequestsCount: 5,
      blockingBookings: [ok],
    });
    expect(v).toEqual([
      {
        code: 'too_many_requests',
        message: 'You already have too many booking requests waiting for an answer. Wait for a reply or cancel one.',
        params: { max: 5 },
      },
      {
        code: 'min_duration',
        message: 'The booking is shorter than the minimum duration of this listing.',
        field: 'endDate',
        params: { minDays: 12 },
      },
      {
        code: 'notice',
        message: 'The start date is too soon for the notice this listing asks for.',
        field: 'startDate',
        params: { noticeDays: 2 },
      },
      { code: 'unavailable', message: 'This listing is not available at the given dates' },
    ]);
  });
});

describe('rangesOverlap and friends', () => {
  const r = (startDate: string, endDate: string) => ({ startDate, endDate });

  it.each([
    [r('2026-07-01', '2026-07-05'), r('2026-07-05', '2026-07-08'), true],
    [r('2026-07-01', '2026-07-05'), r('2026-07-06', '2026-07-08'), false],
    [r('2026-07-01', '2026-07-31'), r('2026-07-10', '2026-07-10'), true],
    [r('2026-07-10', '2026-07-10'), r('2026-07-10', '2026-07-10'), true],
    [r('2026-12-31', '2027-01-02'), r('2027-01-02', '2027-01-05'), true],
    [r('2026-09-30', '2026-10-01'), r('2026-10-02', '2026-10-05'), false],
  ])('%j and %j → %s', (a, b, expected) => {
    expect(rangesOverlap(a, b)).toBe(expected);
    expect(rangesOverlap(b, a)).toBe(expected);
  });

  it('overlapping keeps the extra fields of what it returns (the requests an accept rejects)', () => {
    const requests = [
      { id: 'a', ...r('2026-07-01', '2026-07-03') },
      { id: 'b', ...r('2026-07-04', '2026-07-06') },
      { id: 'c', ...r('2026-07-03', '2026-07-04') },
    ];
    expect(overlapping(r('2026-07-03', '2026-07-03'), requests).map((x) => x.id)).toEqual(['a', 'c']);
  });

  it('property: overlap is symmetric and matches "some day is in both ranges"', () => {
    const range = fc
      .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 10 }))
      .map(([s, len]) => r(addDays('2026-07-01', s), addDays('2026-07-01', s + len)));
    fc.assert(
      fc.property(range, range, (a, b) => {
        const days = (x: { startDate: string; endDate: string }) => {
          const out = new Set<string>();
          for (let d = x.startDate; d <= x.endDate; d = addDays(d, 1)) out.add(d);
          return out;
        };
        const shared = [...days(a)].some((d) => days(b).has(d));
        return rangesOverlap(a, b) === shared && rangesOverlap(b, a) === shared && isAvailable(a, [], [b]) === !shared;
      }),
    );
  });
});

describe('checkBookingRequest with times', () => {
  const at = (iso: string) => new Date(iso);
  // 2026-07-10, Paris (UTC+2): 14:00–18:00 local is 12:00Z–16:00Z.
  const timed = (o: Partial<BookingRequestInput> = {}) =>
    checkBookingRequest({
      ...ok,
      startDate: '2026-07-10',
      endDate: '2026-07-10',
      times: {
        timeZone: 'Europe/Paris',
        pickupAt: at('2026-07-10T12:00:00Z'),
        returnAt: at('2026-07-10T16:00:00Z'),
        problems: [],
      },
      ...o,
    }).map((v) => [v.code, v.field ?? null]);

  it.each([
    [
      'a morning booking that day ends at 12:00 local',
      [
        {
          startDate: '2026-07-10',
          endDate: '2026-07-10',
          pickupAt: at('2026-07-10T07:00:00Z'),
          returnAt: at('2026-07-10T10:00:00Z'),
        },
      ],
      [],
    ],
    [
      'a booking returned at the pickup instant',
      [
        {
          startDate: '2026-07-10',
          endDate: '2026-07-10',
          pickupAt: at('2026-07-10T08:00:00Z'),
          returnAt: at('2026-07-10T12:00:00Z'),
        },
      ],
      [],
    ],
    [
      'a booking returned a minute later',
      [
        {
          startDate: '2026-07-10',
          endDate: '2026-07-10',
          pickupAt: at('2026-07-10T08:00:00Z'),
          returnAt: at('2026-07-10T12:01:00Z'),
        },
      ],
      [['unavailable', null]],
    ],
    [
      'an evening booking taken at the return instant',
      [
        {
          startDate: '2026-07-10',
          endDate: '2026-07-10',
          pickupAt: at('2026-07-10T16:00:00Z'),
          returnAt: at('2026-07-10T18:00:00Z'),
        },
      ],
      [],
    ],
    [
      'a whole-day booking without instants compares dates',
      [{ startDate: '2026-07-10', endDate: '2026-07-10' }],
      [['unavailable', null]],
    ],
  ] as const)('%s', (_label, blockingBookings, expected) => {
    expect(timed({ blockingBookings })).toEqual(expected);
  });

  it('an unavailable day blocks its whole local day, midnight to midnight', () => {
    expect(timed({ blockedPeriods: [{ start: '2026-07-09', end: '2026-07-09' }] })).toEqual([]);
    expect(timed({ blockedPeriods: [{ start: '2026-07-10', end: '2026-07-10' }] })).toEqual([['unavailable', null]]);
  });

  it("reports the hours' problems under their fields, and leaves whole-day ones to the date rules", () => {
    const problems = ['under_notice', 'return_outside_hours', 'too_long', 'too_far_ahead'] as const;
    expect(timed({ times: { timeZone: 'Europe/Paris', problems } })).toEqual([
      ['under_notice', 'pickupTime'],
      ['return_outside_hours', 'returnTime'],
    ]);
  });

  it('a date already passed is said once, by the date rule', () => {
    expect(timed({ startDate: '2026-06-30', times: { timeZone: 'Europe/Paris', problems: ['in_the_past'] } })).toEqual([
      ['start_date_passed', 'startDate'],
    ]);
  });
});
