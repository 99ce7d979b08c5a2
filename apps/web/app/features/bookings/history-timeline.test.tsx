import type { Booking } from '@biclou/contracts/bookings';
import { HISTORY_REASON_CODES } from '@biclou/domain/booking-history-reasons';
import { BOOKING_ACTORS, BOOKING_STATUSES } from '@biclou/domain/booking-status';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../../public/app/lang/en.json';
import fr from '../../../public/app/lang/fr.json';
import { createTinyI18n, I18nextProvider } from '../../lib/i18n/tiny-i18n';
import { HistoryTimeline } from './history-timeline';

type Item = NonNullable<Booking['history']>[number];

/** Every code the API can put in a history, every status and every actor, plus a person's own words. */
const history: Item[] = [
  ...HISTORY_REASON_CODES.map((code, i): Item => ({
    from: null,
    to: BOOKING_STATUSES[i % BOOKING_STATUSES.length]!,
    actor: BOOKING_ACTORS[i % BOOKING_ACTORS.length]!,
    reasonCode: code,
    reason: null,
    at: `2027-01-${String(10 + i).padStart(2, '0')}T09:00:00Z`,
  })),
  ...BOOKING_STATUSES.map((to): Item => ({
    from: null,
    to,
    actor: 'owner',
    reasonCode: null,
    reason: null,
    at: '2027-01-30T09:00:00Z',
  })),
  {
    from: 'paid',
    to: 'canceled',
    actor: 'owner',
    reasonCode: null,
    reason: 'Flat tyre, sorry.',
    at: '2027-01-31T09:00:00Z',
  },
];

/** The text a reader sees: the markup without its tags and attributes. */
function visibleText(locale: 'en' | 'fr') {
  const i18n = createTinyI18n(locale, { en, fr });
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[locale === 'fr' ? '/fr/dashboard/bookings/b' : '/dashboard/bookings/b']}>
      <I18nextProvider i18n={i18n}>
        <HistoryTimeline history={history} timeZone="Europe/Paris" />
      </I18nextProvider>
    </MemoryRouter>,
  );
  return html.replace(/<[^>]*>/g, ' ').replace(/&#x27;|&#39;/g, "'");
}

describe('HistoryTimeline', () => {
  it.each(['en', 'fr'] as const)('shows no raw code in %s: every reason, status and actor is translated', (locale) => {
    const text = visibleText(locale);
    // Codes are snake_case words (bike_not_as_described, request_not_answered…): none may show.
    expect(text).not.toMatch(/[a-z]+_[a-z_]+/);
    for (const status of BOOKING_STATUSES) expect(text).toContain((locale === 'fr' ? fr : en).bookings.status[status]);
    for (const actor of BOOKING_ACTORS) expect(text).toContain((locale === 'fr' ? fr : en).bookings.actors[actor]);
    // A dotted key is what a missing translation shows.
    expect(text).not.toMatch(/bookings\.[a-z-]+\./);
    expect(text).toContain('Flat tyre, sorry.');
  });

  it("writes a dispute's reason and the system's in the reader's language", () => {
    expect(visibleText('fr')).toContain("Motif\u00a0: Le vélo ne correspondait pas à l'annonce");
    expect(visibleText('fr')).toContain("Motif\u00a0: Le propriétaire n'a pas répondu à temps.");
    expect(visibleText('en')).toContain('Reason: The bike was not as described');
  });

  it("writes each step's time on the bike's clock, named (09:00 UTC is 10:00 in Paris in January)", () => {
    expect(visibleText('en')).toContain('Jan 30, 2027, 10:00 (Paris time)');
    expect(visibleText('fr')).toContain('30 janv. 2027, 10:00 (heure de Paris)');
  });
});
