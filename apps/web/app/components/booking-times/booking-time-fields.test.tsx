import { pickupSlots, returnSlots, sameClockOn, type BookingDay } from '@biclou/domain/booking-day';
import { readerTimeZone } from '@biclou/domain/date-time-range';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../../public/app/lang/en.json';
import fr from '../../../public/app/lang/fr.json';
import { createTinyI18n, I18nextProvider } from '../../lib/i18n/tiny-i18n';
import { BookingTimeFields, type TimeFieldState } from './booking-time-fields';

const NB = '\u00a0';

/** Saturday 4 July 2026 in Paris, 08:00–20:00, a booking 10:00–12:00, the notice met long before. */
const saturday = (over: Partial<BookingDay> = {}): BookingDay => ({
  date: '2026-07-04',
  timeZone: 'Europe/Paris',
  pickup: { from: '08:00', to: '20:00' },
  return: { from: '08:00', to: '20:00' },
  earliestPickup: { date: '2026-07-01', time: '09:00' },
  taken: [{ from: '10:00', to: '12:00' }],
  ...over,
});

/** The two pickers of a one-day rental as `useBookingTimes` fills them: the free times, the first pickup, the last return. */
function oneDay(day: BookingDay, pickupTime?: string): { pickup: TimeFieldState; return: TimeFieldState } {
  const pickups = pickupSlots(day, { sameDayReturn: true });
  const pickup = pickupTime ?? pickups[0] ?? '';
  const returns = pickup ? returnSlots(day, { pickupTime: pickup }) : [];
  const state = (options: string[], time: string): TimeFieldState => ({
    day,
    loading: false,
    failed: false,
    options,
    time,
    choose: () => {},
  });
  return { pickup: state(pickups, pickup), return: state(returns, returns.at(-1) ?? '') };
}

const render = (lang: 'en' | 'fr', props: Parameters<typeof BookingTimeFields>[0]) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[lang === 'fr' ? '/fr/listing/x' : '/listing/x']}>
      <I18nextProvider i18n={createTinyI18n(lang, { en, fr })}>
        <BookingTimeFields {...props} />
      </I18nextProvider>
    </MemoryRouter>,
  );

/** The options of the select with this id: [value, text][]. */
function options(html: string, id: string): [string, string][] {
  const select = new RegExp(`<select[^>]*id="${id}"[^>]*>(.*?)</select>`).exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1]!, m[2]!]);
}
const selectTag = (html: string, id: string) => new RegExp(`<select[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';

describe('BookingTimeFields', () => {
  it('labels each select for its control, in English and in French', () => {
    const en = render('en', { id: 't', ...oneDay(saturday()) });
    expect(en).toContain('<label for="t-pickup" class="block text-sm font-medium');
    expect(en).toMatch(/<label for="t-pickup"[^>]*>Pickup time<\/label>/);
    expect(en).toMatch(/<label for="t-return"[^>]*>Return time<\/label>/);
    expect(selectTag(en, 't-pickup')).toContain('name="pickupTime"');
    const fr = render('fr', { id: 't', ...oneDay(saturday()) });
    expect(fr).toMatch(/<label for="t-pickup"[^>]*>Heure de retrait<\/label>/);
    expect(fr).toMatch(/<label for="t-return"[^>]*>Heure de retour<\/label>/);
  });

  it('offers only the free quarter hours: no pickup inside the booking, no return past its start', () => {
    const html = render('en', { id: 't', ...oneDay(saturday()) });
    const pickups = options(html, 't-pickup').map(([v]) => v);
    expect(pickups[0]).toBe('08:00');
    expect(pickups).toContain('09:45');
    for (const taken of ['10:00', '10:15', '11:00', '11:45']) expect(pickups).not.toContain(taken);
    expect(pickups).toContain('12:00');
    expect(pickups.at(-1)).toBe('19:45');
    // Picked up at 08:00, the bike comes back by 10:00, when the booking starts.
    expect(options(html, 't-return').map(([v]) => v)).toEqual([
      '08:15',
      '08:30',
      '08:45',
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
    ]);
    // The chosen values are selected.
    expect(html).toMatch(/<option value="08:00" selected="">/);
    expect(html).toMatch(/<option value="10:00" selected="">/);
    const afternoon = render('en', { id: 't', ...oneDay(saturday(), '12:00') });
    expect(options(afternoon, 't-return')[0]).toEqual(['12:15', `12:15`]);
    expect(options(afternoon, 't-return').at(-1)).toEqual(['20:00', `20:00`]);
  });

  it('writes times on a 24-hour clock in both languages', () => {
    const en = options(render('en', { id: 't', ...oneDay(saturday()) }), 't-pickup');
    expect(en.find(([v]) => v === '14:30')).toEqual(['14:30', `14:30`]);
    expect(en[0]).toEqual(['08:00', `08:00`]);
    const fr = options(render('fr', { id: 't', ...oneDay(saturday()) }), 't-pickup');
    expect(fr.find(([v]) => v === '14:30')).toEqual(['14:30', '14:30']);
    expect(fr[0]).toEqual(['08:00', '08:00']);
  });

  it('today: the first pickup offered is the earliest the notice allows, rounded to the quarter', () => {
    const today = saturday({ taken: [], earliestPickup: { date: '2026-07-04', time: '14:15' } });
    const pickups = options(render('en', { id: 't', ...oneDay(today) }), 't-pickup');
    expect(pickups[0]).toEqual(['14:15', `14:15`]);
    expect(pickups.map(([v]) => v)).not.toContain('14:00');
    // Past the window's close: nothing to offer, and why.
    const late = saturday({ taken: [], earliestPickup: { date: '2026-07-04', time: '20:15' } });
    const html = render('en', { id: 't', ...oneDay(late) });
    expect(selectTag(html, 't-pickup')).toContain('disabled=""');
    expect(selectTag(html, 't-pickup')).toContain('aria-describedby="t-pickup-hint');
    expect(html).toContain('id="t-pickup-hint"');
    expect(html).toContain('Too soon for the owner&#x27;s notice: choose a later day.');
  });

  it('says why a picker is empty on a closed or fully booked day', () => {
    const closed = render('fr', { id: 't', ...oneDay(saturday({ pickup: null, return: null, taken: [] })) });
    expect(closed).toContain('Le propriétaire ne remet pas de vélo ce jour-là.');
    expect(closed).toContain('Le propriétaire ne reprend pas de vélo ce jour-là.');
    // Each picker says it; no free-hours line repeats it.
    expect(closed).not.toContain('data-testid="free-hours"');
    const full = render('en', { id: 't', ...oneDay(saturday({ taken: [{ from: '00:00', to: '24:00' }] })) });
    expect(full).toContain('No pickup time is free this day.');
    expect(full).toContain('Sat, Jul 4: fully booked');
  });

  it("reads the day's free hours in words, each span kept on one line", () => {
    const words = (html: string) => /data-testid="free-hours">(.*?)<\/ul>/.exec(html)![1]!.replace(/<[^>]+>/g, '');
    const en = render('en', { id: 't', ...oneDay(saturday()) });
    expect(words(en)).toBe(`Sat, Jul 4: free 08:00\u2009–\u200910:00, 12:00\u2009–\u200920:00`);
    expect(en).toContain(`<span class="whitespace-nowrap">12:00\u2009–\u200920:00</span>`);
    const fr = render('fr', { id: 't', ...oneDay(saturday()) });
    expect(words(fr)).toBe(`sam. 4 juil.${NB}: libre 08:00\u2009–\u200910:00, 12:00\u2009–\u200920:00`);
  });

  it("puts the server's message under its field, linked to the select", () => {
    const html = render('en', {
      id: 't',
      ...oneDay(saturday()),
      errors: { pickupTime: "The pickup is too soon for the owner's minimum notice." },
    });
    expect(selectTag(html, 't-pickup')).toContain('aria-describedby="t-pickup-error');
    expect(selectTag(html, 't-pickup')).toContain('aria-invalid="true"');
    expect(html).toMatch(/<p id="t-pickup-error" role="alert"[^>]*>The pickup is too soon/);
    expect(selectTag(html, 't-return')).not.toContain('aria-invalid');
  });

  it("names the listing's clock when the reader's differs that day", () => {
    const html = render('en', { id: 't', ...oneDay(saturday()) });
    const differs = !sameClockOn('2026-07-04', 'Europe/Paris', readerTimeZone());
    expect(html.includes('All times are Paris time.')).toBe(differs);
    if (differs) expect(selectTag(html, 't-pickup')).toContain('t-zone');
  });
});
