import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '@biclou/domain/opening-hours';
import en from '../../../../public/app/lang/en.json';
import fr from '../../../../public/app/lang/fr.json';
import { createTinyI18n, I18nextProvider } from '../../../lib/i18n/tiny-i18n';
import { HoursSummary } from '../hours/hours-summary';
import type { ListingDisplay } from './listing-display';
import { ListingSummary } from './listing-summary';

/** The listing page's "Instant booking" badge and its pickup and return hours, as the server renders them. */
const render = (lang: 'en' | 'fr', node: ReactNode) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[lang === 'fr' ? '/fr/listing/x' : '/listing/x']}>
      <I18nextProvider i18n={createTinyI18n(lang, { en, fr })}>{node}</I18nextProvider>
    </MemoryRouter>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|');

const listing = {
  id: '3f2b8c1e-9a4d-4e2b-8f00-1c2d3e4f5a6b',
  title: 'Gazelle Ultimate',
  category: { slug: 'city', nameEn: 'City', nameFr: 'Ville' },
  subCategory: null,
  isElec: false,
  city: 'Lyon',
  country: 'FR',
  instantBooking: true,
} as unknown as ListingDisplay;

describe('the "Instant booking" badge', () => {
  it('shows with the Zap icon when the owner turned instant booking on, in both languages', () => {
    const html = render('en', <ListingSummary listing={listing} />);
    expect(html).toMatch(/data-testid="instant-badge"[^>]*><svg[^>]*lucide-zap[^>]*aria-hidden="true"/);
    expect(text(html)).toContain('|Instant booking|');
    expect(text(render('fr', <ListingSummary listing={listing} />))).toContain('|Réservation instantanée|');
  });

  it('is not there otherwise', () => {
    const html = render('en', <ListingSummary listing={{ ...listing, instantBooking: false }} />);
    expect(html).not.toContain('instant-badge');
    expect(html).not.toContain('Instant booking');
  });
});

describe('the pickup and return hours on the listing page', () => {
  const day = (from: string, to: string, returnFrom = from, returnTo = to) => ({
    pickup: { from, to },
    return: { from: returnFrom, to: returnTo },
  });
  const week = {
    mon: day('09:00', '12:00', '17:00', '19:30'),
    tue: day('09:00', '12:00', '17:00', '19:30'),
    wed: day('09:00', '12:00', '17:00', '19:30'),
    thu: day('09:00', '12:00', '17:00', '19:30'),
    fri: day('09:00', '12:00', '17:00', '19:30'),
    sat: day('10:00', '12:00'),
    sun: null,
  };

  it("Biclou's default hours read as one line, every day", () => {
    const html = render('en', <HoursSummary hours={DEFAULT_OPENING_HOURS} today="2026-06-01" />);
    expect(text(html)).toBe('|Every day|Pickup and return 08:00–20:00|Book at least 24 hours before the pickup.|');
  });

  it('runs of days alike share a line; a closed day says so; past closed dates are left out', () => {
    const hours = { week, closedDates: ['2026-05-01', '2026-12-24', '2026-12-25'], minNoticeHours: 1 };
    expect(text(render('en', <HoursSummary hours={hours} today="2026-06-01" />))).toBe(
      '|Monday – Friday|Pickup 09:00–12:00|Return 17:00–19:30|Saturday|Pickup and return 10:00–12:00|Sunday|Closed|' +
        'Book at least 1 hour before the pickup.|Closed on December 24, 2026; December 25, 2026.|',
    );
    expect(text(render('fr', <HoursSummary hours={hours} today="2026-06-01" />))).toBe(
      '|Du lundi au vendredi|Retrait 09:00–12:00|Retour 17:00–19:30|Samedi|Retrait et retour 10:00–12:00|Dimanche|Fermé|' +
        'Réservez au moins 1 heure avant le retrait.|Fermé les 24 décembre 2026, 25 décembre 2026.|',
    );
  });

  it('names how many more closed dates there are past the first five', () => {
    const closedDates = [
      '2026-07-01',
      '2026-07-02',
      '2026-07-03',
      '2026-07-04',
      '2026-07-05',
      '2026-07-06',
      '2026-07-07',
    ];
    const html = render('en', <HoursSummary hours={{ week, closedDates, minNoticeHours: 48 }} today="2026-06-01" />);
    expect(text(html)).toContain('July 5, 2026 and 2 more dates.|');
  });
});
