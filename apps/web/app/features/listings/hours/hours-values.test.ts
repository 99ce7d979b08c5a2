import { describe, expect, it } from 'vitest';
import { OpeningHoursSchema } from '@biclou/contracts/opening-hours';
import { DEFAULT_OPENING_HOURS } from '@biclou/domain/opening-hours';
import {
  addClosedDate,
  copyMondayToEveryDay,
  hoursFieldErrors,
  hoursPayload,
  hoursValues,
  removeClosedDate,
  setDay,
  WEEK,
} from './hours-values';

const start = hoursValues(DEFAULT_OPENING_HOURS);

describe('the hours form values', () => {
  it('round-trip: what the API gives comes back as the same hours', () => {
    const hours = {
      week: {
        ...DEFAULT_OPENING_HOURS.week,
        sun: null,
        sat: { pickup: { from: '10:00', to: '12:00' }, return: { from: '17:00', to: '18:00' } },
      },
      closedDates: ['2026-12-25'],
      minNoticeHours: 6,
    };
    expect(OpeningHoursSchema.parse(hoursPayload(hoursValues(hours)))).toEqual(hours);
  });

  it('a closed day keeps its times: opening it again brings them back', () => {
    const custom = setDay(start, 'tue', { pickupFrom: '07:30' });
    const closed = setDay(custom, 'tue', { closed: true });
    expect(hoursPayload(closed).week.tue).toBeNull();
    expect(hoursPayload(setDay(closed, 'tue', { closed: false })).week.tue).toEqual({
      pickup: { from: '07:30', to: '20:00' },
      return: { from: '08:00', to: '20:00' },
    });
  });

  it('"Copy Monday to every day" copies its times, or its being closed', () => {
    const monday = setDay(start, 'mon', { pickupFrom: '09:00', returnTo: '18:00' });
    const copied = hoursPayload(copyMondayToEveryDay(monday)).week;
    expect(WEEK.map((d) => copied[d])).toEqual(WEEK.map(() => copied.mon));
    expect(copied.sun).toEqual({ pickup: { from: '09:00', to: '20:00' }, return: { from: '08:00', to: '18:00' } });
    const closedMonday = copyMondayToEveryDay(setDay(start, 'mon', { closed: true }));
    expect(WEEK.every((d) => closedMonday.week[d].closed)).toBe(true);
  });

  it('adds a closed date once, in order, and removes it', () => {
    const two = addClosedDate(addClosedDate(start, '2026-12-25'), '2026-12-24');
    expect(two.closedDates).toEqual(['2026-12-24', '2026-12-25']);
    expect(addClosedDate(two, '2026-12-25')).toBe(two);
    expect(addClosedDate(two, '')).toBe(two);
    expect(removeClosedDate(two, '2026-12-24').closedDates).toEqual(['2026-12-25']);
  });

  it('an emptied notice gets the schema message, not the 24-hour default', () => {
    const res = OpeningHoursSchema.safeParse(hoursPayload({ ...start, minNoticeHours: ' ' }));
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['minNoticeHours', 'The notice must be a whole number of hours between 1 and 720.'],
    ]);
    expect(hoursPayload({ ...start, minNoticeHours: '12' }).minNoticeHours).toBe(12);
  });

  it("reads the API's fields on the editor's paths", () => {
    expect(
      hoursFieldErrors({
        'openingHours.week.mon.pickup.to': ['The pickup window must end after it starts.'],
        openingHours: ['Required.'],
        minNoticeHours: ['x'],
      }),
    ).toEqual({
      'week.mon.pickup.to': ['The pickup window must end after it starts.'],
      _: ['Required.'],
      minNoticeHours: ['x'],
    });
  });
});
