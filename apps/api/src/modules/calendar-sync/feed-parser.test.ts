import { describe, expect, it } from 'vitest';
import { MalformedFeed, parseFeed } from './feed-parser';

const WINDOW = {
  from: new Date('2026-02-01T00:00:00Z'),
  to: new Date('2027-08-01T00:00:00Z'),
  timeZone: 'Europe/Paris',
};
const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...lines, 'END:VCALENDAR'].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', `UID:${lines.join('').length}@test`, ...lines, 'END:VEVENT'];
const iso = (spans: { startsAt: Date; endsAt: Date }[]) =>
  spans.map((s) => `${s.startsAt.toISOString()} → ${s.endsAt.toISOString()}`);

describe('parseFeed', () => {
  it('expands a weekly RRULE with an EXDATE on its TZID clock, across the spring change', () => {
    const feed = calendar(
      ...event(
        'DTSTART;TZID=Europe/Paris:20260301T100000',
        'DTEND;TZID=Europe/Paris:20260301T120000',
        'RRULE:FREQ=WEEKLY;COUNT=5',
        'EXDATE;TZID=Europe/Paris:20260308T100000',
      ),
    );
    expect(iso(parseFeed(feed, WINDOW))).toEqual([
      '2026-03-01T09:00:00.000Z → 2026-03-01T11:00:00.000Z',
      '2026-03-15T09:00:00.000Z → 2026-03-15T11:00:00.000Z',
      '2026-03-22T09:00:00.000Z → 2026-03-22T11:00:00.000Z',
      // Summer time from March 29th: the same 10:00 in Paris is 08:00 UTC.
      '2026-03-29T08:00:00.000Z → 2026-03-29T10:00:00.000Z',
    ]);
  });

  it("reads all-day events as the listing's local days, the end day excluded; one day without an end", () => {
    const feed = calendar(
      ...event('DTSTART;VALUE=DATE:20260710', 'DTEND;VALUE=DATE:20260713'),
      ...event('DTSTART;VALUE=DATE:20260801'),
    );
    expect(iso(parseFeed(feed, WINDOW))).toEqual([
      '2026-07-09T22:00:00.000Z → 2026-07-12T22:00:00.000Z',
      '2026-07-31T22:00:00.000Z → 2026-08-01T22:00:00.000Z',
    ]);
    expect(iso(parseFeed(feed, { ...WINDOW, timeZone: 'Europe/London' }))[0]).toBe(
      '2026-07-09T23:00:00.000Z → 2026-07-12T23:00:00.000Z',
    );
  });

  it('honours TZID (IANA, or a VTIMEZONE the feed defines), UTC, and floating times on the listing clock', () => {
    const feed = calendar(
      'BEGIN:VTIMEZONE',
      'TZID:Romance Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16011028T030000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010325T020000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      ...event('DTSTART;TZID=America/New_York:20260701T090000', 'DTEND;TZID=America/New_York:20260701T110000'),
      ...event(
        'DTSTART;TZID=Romance Standard Time:20260702T090000',
        'DTEND;TZID=Romance Standard Time:20260702T100000',
      ),
      ...event('DTSTART:20260703T090000Z', 'DTEND:20260703T100000Z'),
      ...event('DTSTART:20260704T090000', 'DTEND:20260704T100000'),
      ...event('DTSTART;TZID=Europe/Lisbon:20260705T090000', 'DURATION:PT90M'),
    );
    expect(iso(parseFeed(feed, WINDOW))).toEqual([
      '2026-07-01T13:00:00.000Z → 2026-07-01T15:00:00.000Z',
      '2026-07-02T07:00:00.000Z → 2026-07-02T08:00:00.000Z',
      '2026-07-03T09:00:00.000Z → 2026-07-03T10:00:00.000Z',
      '2026-07-04T07:00:00.000Z → 2026-07-04T08:00:00.000Z',
      '2026-07-05T08:00:00.000Z → 2026-07-05T09:30:00.000Z',
    ]);
  });

  it('keeps only the window, stops an endless rule at its end, and skips canceled and free events', () => {
    const feed = calendar(
      ...event('DTSTART:20200101T080000Z', 'DTEND:20200101T090000Z'),
      ...event('DTSTART;VALUE=DATE:20260201', 'RRULE:FREQ=DAILY'),
      ...event('DTSTART:20260901T080000Z', 'DTEND:20260901T090000Z', 'STATUS:CANCELLED'),
      ...event('DTSTART:20260902T080000Z', 'DTEND:20260902T090000Z', 'TRANSP:TRANSPARENT'),
    );
    const spans = parseFeed(feed, WINDOW);
    // Paris days from February 1st, 2026 to August 1st, 2027 (its first hours are still before the window's end in UTC).
    expect(spans).toHaveLength(547);
    expect(spans.at(-1)!.startsAt < WINDOW.to).toBe(true);
    expect(iso(spans)).not.toContain('2026-09-01T08:00:00.000Z → 2026-09-01T09:00:00.000Z');
  });

  it('moves an occurrence written with RECURRENCE-ID, and drops one canceled that way', () => {
    const feed = calendar(
      'BEGIN:VEVENT',
      'UID:series@test',
      'DTSTART:20260601T080000Z',
      'DTEND:20260601T090000Z',
      'RRULE:FREQ=DAILY;COUNT=3',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:series@test',
      'RECURRENCE-ID:20260602T080000Z',
      'DTSTART:20260602T140000Z',
      'DTEND:20260602T150000Z',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:series@test',
      'RECURRENCE-ID:20260603T080000Z',
      'DTSTART:20260603T080000Z',
      'DTEND:20260603T090000Z',
      'STATUS:CANCELLED',
      'END:VEVENT',
    );
    expect(iso(parseFeed(feed, WINDOW))).toEqual([
      '2026-06-01T08:00:00.000Z → 2026-06-01T09:00:00.000Z',
      '2026-06-02T14:00:00.000Z → 2026-06-02T15:00:00.000Z',
    ]);
  });

  it.each([
    ['garbage', 'not a calendar at all'],
    ['<!doctype html><html><body>Login</body></html>', 'an HTML page'],
    ['BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ada\r\nEND:VCARD', 'a contact card'],
    [calendar(...event('DTSTART:nonsense', 'DTEND:20260701T100000Z')), 'a date that is no date'],
    ['BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20260701T080000Z', 'a feed cut in the middle'],
  ])('%j is malformed (%s)', (text) => {
    expect(() => parseFeed(text, WINDOW)).toThrow(MalformedFeed);
  });

  it('an empty calendar blocks nothing', () => {
    expect(parseFeed(calendar(), WINDOW)).toEqual([]);
  });
});
