import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../../../public/app/lang/en.json';
import { createTinyI18n, I18nextProvider } from '../../../lib/i18n/tiny-i18n';
import { previewBooking } from '../page/booking-preview';
import { AvailabilityCalendar } from './availability-calendar';
import { notAcross, unavailableRanges } from './unavailable-ranges';

/** Booked dates are unavailable on the listing page, like the owner's blocked periods. */
const availability = {
  blocked: [{ start: '2026-07-20', end: '2026-07-22' }],
  booked: [{ start: '2026-07-10', end: '2026-07-14' }],
  partlyBooked: ['2026-07-16'],
  units: 1,
};

describe('unavailableRanges', () => {
  it('joins the blocked periods and the booked dates, sorted', () => {
    expect(unavailableRanges(availability)).toEqual([
      { start: '2026-07-10', end: '2026-07-14' },
      { start: '2026-07-20', end: '2026-07-22' },
    ]);
    expect(unavailableRanges(null)).toEqual([]);
  });

  it('the calendar marks booked days unavailable and the days around them available', () => {
    const i18n = createTinyI18n('en', { en });
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/listing/x']}>
        <I18nextProvider i18n={i18n}>
          <AvailabilityCalendar
            blocked={unavailableRanges(availability)}
            partly={availability.partlyBooked}
            today="2026-07-01"
          />
        </I18nextProvider>
      </MemoryRouter>,
    );
    const label = (day: number) => new RegExp(`aria-label="[^"]*July ${day}, 2026, ([A-Za-z]+)"`).exec(html)?.[1];
    expect([9, 10, 12, 14, 15].map(label)).toEqual([
      'Available',
      'Unavailable',
      'Unavailable',
      'Unavailable',
      'Available',
    ]);
    // A day with free hours left says so, and the legend explains its colour.
    expect(new RegExp(`aria-label="[^"]*July 16, 2026, Some (hours) free"`).exec(html)?.[1]).toBe('hours');
    expect(html).toContain('>Some hours free</span>'.slice(1));
  });

  it('the price card refuses a range across booked days; their first and last days are left to the time pickers', () => {
    const preview = (start: string, end: string) =>
      previewBooking({
        start,
        end,
        today: '2026-07-01',
        earliestStart: '2026-07-01',
        blocked: notAcross(unavailableRanges(availability), availability.partlyBooked),
        listing: { minBookingDays: 1, noticeDays: 0 },
        limits: { maxBookingDays: 60, maxAdvanceMonths: 12 },
      }).problem;
    expect(preview('2026-07-08', '2026-07-16')).toBe('unavailable');
    expect(preview('2026-07-09', '2026-07-11')).toBe('unavailable');
    // The day's own pickers say whether 14 July has free hours (its day answer: taken until the return).
    expect(preview('2026-07-14', '2026-07-14')).toBeNull();
    expect(preview('2026-07-15', '2026-07-16')).toBeNull();
    expect(preview('2026-07-16', '2026-07-19')).toBeNull();
    // A day with free hours left is a first or a last day, never one inside a rental.
    expect(preview('2026-07-15', '2026-07-19')).toBe('unavailable');
  });
});
