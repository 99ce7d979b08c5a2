import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { localToInstant } from '@biclou/domain/listing-time-zone';
import { priceTimedBooking } from '@biclou/domain/time-pricing';
import { confirmEmailAndLogIn, createVerifiedMember, fillRegisterForm, logIn, PASSWORD } from '../support/accounts';
import { baseURL, launchBrowser, newPerson, readOutbox, uniqueEmail, waitForMessage } from '../support/browser';
import { text } from '../support/catalogue';
import { apiAs, liveListing, waitForHydration } from '../support/listings';
import { resetClock, travel } from '../support/time-travel';

const PARIS = 'Europe/Paris';
const TRIP_URL = /\/dashboard\/trips\/[0-9a-f-]{36}$/;
const NBSP = '\u00a0';
/** The shop's hours: every day 08:00–20:00, one hour's notice. */
const OPEN = { pickup: { from: '08:00', to: '20:00' }, return: { from: '08:00', to: '20:00' } };
const SHOP_HOURS = {
  week: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, OPEN])),
  closedDates: [],
  minNoticeHours: 1,
};
const PRICE = {
  pricePerDayCents: 1500,
  pricePerHourCents: 300,
  depositCents: 20000,
  minBookingDays: 1,
  noticeDays: 0,
  discount7Days: 10,
  discount30Days: 20,
  cancelationOption: 'short_notice',
};

async function serverNow(): Promise<Date> {
  const { now } = (await (await fetch(`${baseURL()}/api/v1/dev/clock`)).json()) as { now: string };
  return new Date(now);
}
const parisDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: PARIS }).format(at);
const at = (date: string, time: string) => {
  const found = localToInstant({ date, time }, PARIS);
  if (found.kind === 'nonexistent') throw new Error(`${date} ${time} does not exist in Paris`);
  return found.instant;
};

/**
 * A tourist books a shop's bike for this afternoon: the shop books instantly, by the hour, with an
 * hour's notice. The server's clock is moved (forward) to 08:30 on the bike's clock, so "today"
 * has its whole afternoon ahead whatever time the journeys run; the browser's clock follows it.
 */
describe('[visitor] books a shop bike for this afternoon, instantly and by the hour', () => {
  let browser: Browser;
  let listingId: string;
  const listingIds: string[] = [];
  let owner: { email: string; password: string };
  let today: string;
  /** The English renter, for the screenshots of their request page. */
  let tourist = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await createVerifiedMember('shop-owner');
    const shop = await apiAs(owner.email, owner.password);
    // Two of the shop's bikes: one for the English visitor, one for the French one, same afternoon.
    for (const model of ['Samedi 28', 'Samedi 27']) {
      const id = await liveListing(shop, 'Moustache', model);
      await shop.call('PUT', `/listings/${id}/price`, PRICE);
      await shop.call('PUT', `/listings/${id}/hours`, { openingHours: SHOP_HOURS });
      await shop.call('PUT', `/listings/${id}/instant-booking`, { instantBooking: true, instantConditions: {} });
      listingIds.push(id);
    }
    listingId = listingIds[0]!;
    // The next 08:30 in Paris, from the server's now: with an hour's notice, 09:45 is the first pickup.
    const now = await serverNow();
    let day = parisDate(now);
    if (at(day, '08:30') <= now) day = parisDate(new Date(at(day, '12:00').getTime() + 86_400_000));
    await travel({ hours: (at(day, '08:30').getTime() - now.getTime()) / 3_600_000 });
    today = day;
  });
  afterAll(async () => {
    await resetClock();
    await browser.close();
  });

  for (const [locale, prefix, bike, phone] of [
    ['en', '', 0, '0611'],
    ['fr', '/fr', 1, '0622'],
  ] as const) {
    const [pickup, back] = ['14:00', '18:00'];
    const shown = [pickup, back];
    it(`[${locale}] chooses today ${pickup}–${back}, signs up on the way, is booked at once, pays, and sees the times everywhere`, async () => {
      const tr = (key: string, vars?: Record<string, string | number>) => text(locale, key, vars);
      const { page, context } = await newPerson(browser, { locale: locale === 'fr' ? 'fr-FR' : 'en-GB' });
      await page.clock.setFixedTime(await serverNow());
      const email = uniqueEmail(`today-${locale}`);
      if (locale === 'en') tourist = email;

      // Today, from the card: the first day offered, the free hours, the hourly price.
      const bikeId = listingIds[bike]!;
      await page.goto(`${prefix}/listing/${bikeId}`);
      await waitForHydration(page);
      await page.getByTestId('instant-badge').waitFor();
      const card = page.getByTestId('price-preview');
      const start = card.getByLabel(tr('listings.preview.start'));
      expect(await start.getAttribute('min')).toBe(today);
      await start.fill(today);
      await card.getByLabel(tr('listings.preview.end')).fill(today);
      await card.getByLabel(tr('booking-times.pickup')).selectOption(pickup);
      await card.getByLabel(tr('booking-times.return')).selectOption(back);
      const settings = await (await fetch(`${baseURL()}/api/v1/settings`)).json();
      const expected = priceTimedBooking({
        pickupAt: at(today, pickup),
        returnAt: at(today, back),
        pricePerDayCents: PRICE.pricePerDayCents,
        pricePerHourCents: PRICE.pricePerHourCents,
        pricePerHalfDayCents: null,
        discount7Pct: PRICE.discount7Days,
        discount30Pct: PRICE.discount30Days,
        accessories: [],
        serviceFeeRateBp: settings.serviceFeeRateBp,
        commissionRateBp: settings.commissionRateBp,
      });
      const hours = (at(today, back).getTime() - at(today, pickup).getTime()) / 3_600_000;
      expect(expected).toMatchObject({ days: 0, halfDays: 0, hours, base: hours * PRICE.pricePerHourCents });
      const money = (cents: number) =>
        new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-US', { style: 'currency', currency: 'EUR' })
          .format(cents / 100)
          .replace(/\u202f/g, NBSP);
      await expect
        .poll(async () => (await card.getByTestId('price-total').textContent())?.replace(/\u202f/g, NBSP))
        .toBe(money(expected.pricePaidByBuyer));
      // The shop asks nothing of renters: "Book now", even before signing up.
      const book = card.getByRole('link', { name: tr('listings.preview.book-now') });
      await book.click();

      // Sign up on the way, confirm the email, log in: back on the request with the times.
      await page.waitForURL((url) => url.pathname === `${prefix}/auth/login`);
      const requestPath = new URL(page.url()).searchParams.get('redirect')!;
      expect(requestPath).toContain(`pickup=${encodeURIComponent(pickup)}&return=${encodeURIComponent(back)}`);
      await waitForHydration(page);
      await page.getByRole('link', { name: tr('auth.login.register-link') }).click();
      await page.waitForURL((url) => url.pathname === `${prefix}/auth/register`);
      await fillRegisterForm(page, tr, { firstname: locale === 'fr' ? 'Chloé' : 'Emma', lastname: 'Walker', email });
      await confirmEmailAndLogIn(page, tr, email);
      await page.waitForURL((url) => url.pathname + url.search === requestPath);
      await waitForHydration(page);

      // The phone, then the request page says it is booked at once.
      const phoneBox = page.getByTestId('phone-required');
      const national = `${phone}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
      await phoneBox.getByPlaceholder(tr('phone.placeholder')).fill(national);
      await phoneBox.getByRole('button', { name: tr('phone.send-code') }).click();
      const [, code] = await waitForMessage(`+33${national.slice(1)}`, /\b(\d{6})\b/);
      await phoneBox.getByLabel(tr('fields.code')).fill(code!);
      await phoneBox.getByRole('button', { name: tr('phone.confirm'), exact: true }).click();
      await phoneBox.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByLabel(tr('booking-times.pickup')).inputValue()).toBe(pickup);
      expect(await page.getByLabel(tr('booking-times.return')).inputValue()).toBe(back);
      await page.getByRole('heading', { level: 1, name: tr('bookings.request.title-instant') }).waitFor();
      const note = page.getByTestId('instant-note');
      await note.getByText(tr('bookings.request.instant.now')).waitFor();
      expect(await note.getAttribute('data-instant')).toBe('now');
      const summary = page.getByTestId('request-summary');
      await summary.getByTestId('price-total').waitFor();
      await summary.getByRole('checkbox').check();
      await page.getByRole('button', { name: tr('bookings.request.submit-instant') }).click();

      // Straight to paying; then the trip page shows the times.
      await page.waitForURL(/\/dashboard\/trips\/[0-9a-f-]{36}\/pay$/);
      const bookingId = new URL(page.url()).pathname.split('/').at(-2)!;
      await page.getByTestId('test-payments-notice').waitFor();
      await page.getByLabel(tr('bookings.pay.number')).fill('4242 4242 4242 4242');
      await page.getByLabel(tr('bookings.pay.expiry')).fill('1230');
      await page.getByLabel(tr('bookings.pay.cvc')).fill('123');
      await page
        .getByTestId('card-form')
        .getByRole('button', { name: /^(Pay|Payer) / })
        .click();
      await page.waitForURL(TRIP_URL);
      await page.getByTestId('booking-detail').and(page.locator('[data-status=paid]')).waitFor();
      const times = (await page.getByTestId('booking-times').textContent()) ?? '';
      for (const clock of shown) expect(times).toContain(clock);
      const renterApi = await apiAs(email, PASSWORD);
      const { booking } = await renterApi.call<{
        booking: { instant: boolean; pickupAt: string; returnAt: string; price: { pricePaidByBuyer: number } };
      }>('GET', `/bookings/${bookingId}`);
      expect(booking).toMatchObject({ instant: true, price: { pricePaidByBuyer: expected.pricePaidByBuyer } });
      expect(new Date(booking.pickupAt).getTime()).toBe(at(today, pickup).getTime());
      expect(new Date(booking.returnAt).getTime()).toBe(at(today, back).getTime());

      // The confirmation email, in the renter's language, names the same times.
      const confirmation = (await readOutbox(email)).find((m) =>
        m.subject?.startsWith(locale === 'fr' ? 'Votre réservation de' : 'Your booking of'),
      );
      expect(confirmation?.subject).toMatch(locale === 'fr' ? /est confirmée$/ : /is confirmed$/);
      for (const clock of shown) expect(confirmation!.text).toContain(clock);
      await context.close();

      // The shop's dashboard lists it with the same times.
      const o = await newPerson(browser, { locale: locale === 'fr' ? 'fr-FR' : 'en-GB' });
      await o.page.clock.setFixedTime(await serverNow());
      await logIn(o.page, owner.email, owner.password, prefix);
      await o.page.goto(`${prefix}/dashboard/bookings`);
      await waitForHydration(o.page);
      const row = o.page.locator(`[data-testid=booking-row][data-booking-id="${bookingId}"]`);
      const rowTimes = (await row.getByTestId('row-times').textContent()) ?? '';
      for (const clock of shown) expect(rowTimes).toContain(clock);
      await o.context.close();
    });
  }

  it.skipIf(!process.env.SHOTS_DIR)(
    '[screenshots] the calendar with today partly booked, and the request page of an instant booking',
    async () => {
      const dir = process.env.SHOTS_DIR!;
      for (const [width, colorScheme] of [
        [390, 'light'],
        [390, 'dark'],
        [1280, 'light'],
        [1280, 'dark'],
      ] as const) {
        const p = await newPerson(browser, { width, colorScheme });
        await p.page.clock.setFixedTime(await serverNow());
        await p.page.goto(`/listing/${listingId}`);
        await waitForHydration(p.page);
        const calendar = p.page.locator('section[aria-labelledby="listing-availability"]');
        await calendar.scrollIntoViewIfNeeded();
        await calendar.screenshot({ path: `${dir}/calendar-partly-${width}-${colorScheme}.png` });
        await logIn(p.page, tourist, PASSWORD);
        await p.page.goto(`/listing/${listingId}/request?start=${today}&end=${today}&pickup=18%3A00&return=19%3A00`);
        await waitForHydration(p.page);
        await p.page.getByTestId('instant-note').waitFor();
        await p.page.screenshot({ path: `${dir}/request-instant-${width}-${colorScheme}.png`, fullPage: true });
        await p.context.close();
      }
    },
  );
});
