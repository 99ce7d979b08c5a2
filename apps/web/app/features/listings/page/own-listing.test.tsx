import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '@biclou/domain/opening-hours';
import en from '../../../../public/app/lang/en.json';
import fr from '../../../../public/app/lang/fr.json';
import { createTinyI18n, I18nextProvider } from '../../../lib/i18n/tiny-i18n';
import { SessionProvider } from '../../../context/session-context';
import { renderInApp } from '../../../context/in-app.fixture';
import ListingRequestRoute from '../../../routes/listing-request';
import { BookingCard } from './booking-card';
import type { ListingDisplay } from './listing-display';

const ID = '3f2b8c1e-9a4d-4e2b-8f00-1c2d3e4f5a6b';

const listing: ListingDisplay & { pricePerDayCents: number } = {
  id: ID,
  title: 'Vélo de ville',
  brand: null,
  model: null,
  category: null,
  subCategory: null,
  size: null,
  isElec: false,
  motorType: null,
  batteryWh: null,
  rangeMinKm: null,
  rangeMaxKm: null,
  descriptionFr: null,
  descriptionEn: null,
  accessories: [],
  pricePerDayCents: 1500,
  currency: 'EUR',
  depositCents: 20000,
  minBookingDays: 1,
  noticeDays: 1,
  discount7Days: 0,
  discount30Days: 0,
  cancelationOption: 'short_notice',
  pricePerHalfDayCents: null,
  pricePerHourCents: null,
  openingHours: DEFAULT_OPENING_HOURS,
  instantBooking: false,
  instantConditions: {},
  photos: [],
  city: 'Lyon',
  country: 'FR',
  approxLocation: null,
  owner: null,
};

const render = (lang: 'en' | 'fr', node: ReactNode) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[lang === 'fr' ? `/fr/listing/${ID}` : `/listing/${ID}`]}>
      <I18nextProvider i18n={createTinyI18n(lang, { en, fr })}>
        <SessionProvider user={null} settings={null}>
          {node}
        </SessionProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );

const requestRoute = (lang: 'en' | 'fr') =>
  render(
    lang,
    <ListingRequestRoute
      {...({
        loaderData: {
          own: true,
          listing,
          today: '2026-11-29',
          initial: { start: '2026-12-01', end: '2026-12-03', accessoryIds: [] },
        },
      } as unknown as Parameters<typeof ListingRequestRoute>[0])}
    />,
  );

/** The owner of a listing cannot book it: they get an explanation and the way to manage it, never the booking form. */
describe("the owner on their own listing's booking pages", () => {
  it('the request page shows no form, only why and the link to manage the listing (en, fr)', () => {
    const html = requestRoute('en');
    expect(html).not.toContain('Send request');
    expect(html).not.toContain('<form');
    expect(html).toContain('book your own bike.');
    expect(html).toContain(`href="/dashboard/listings/${ID}"`);
    expect(html).toContain('Manage this listing');
    const fr = requestRoute('fr');
    expect(fr).toContain('Vous ne pouvez pas réserver votre propre vélo.');
    expect(fr).toContain(`href="/fr/dashboard/listings/${ID}"`);
    expect(fr).toContain('Gérer cette annonce');
  });

  it("the listing page's booking box says the same, with the management link and no request button", () => {
    const card = <BookingCard listing={listing} blocked={[]} today="2026-11-29" isOwner />;
    const html = renderInApp('en', `/listing/${ID}`, card);
    expect(html).not.toContain('Request to book');
    expect(html).toContain('book your own bike.');
    expect(html).toContain(`href="/dashboard/listings/${ID}"`);
    const fr = renderInApp('fr', `/fr/listing/${ID}`, card);
    expect(fr).toContain(`href="/fr/dashboard/listings/${ID}"`);
    expect(fr).toContain('Gérer cette annonce');
  });
});
