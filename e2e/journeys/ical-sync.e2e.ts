import { mkdirSync } from 'node:fs';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createVerifiedMember, logIn } from '../support/accounts';
import { baseURL, launchBrowser, newPerson } from '../support/browser';
import { confirmPhoneByApi } from '../support/bookings';
import { text } from '../support/catalogue';
import { apiAs, liveListing, waitForHydration } from '../support/listings';
import { allDayCalendar, startFakeCalendar } from '../support/fake-calendar';
import { paidBookingByApi } from '../support/payouts';
import { serverDaysFromNow } from '../support/time-travel';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const SHOTS = process.env.SHOTS_DIR;
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

/** The events a maintained parser (ical.js) reads in a calendar feed. */
function eventsOf(ics: string) {
  return new ICAL.Component(ICAL.parse(ics))
    .getAllSubcomponents('vevent')
    .map((c) => new ICAL.Event(c))
    .map((e) => ({ uid: e.uid, summary: e.summary, start: e.startDate.toJSDate(), end: e.endDate.toJSDate() }));
}

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** A shop keeps Biclou and its other calendars in step. */
describe('[owner] subscribes to the listing calendar', () => {
  let browser: Browser;
  let listingId: string;
  let bookingRef: string;
  let owner: { email: string; password: string };
  let shop: Awaited<ReturnType<typeof startFakeCalendar>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    shop = await startFakeCalendar();
    owner = await createVerifiedMember('ical-owner');
    const ownerApi = await apiAs(owner.email, owner.password);
    listingId = await liveListing(ownerApi, 'Riese', 'Load 75');
    const renter = await createVerifiedMember('ical-renter');
    const renterApi = await apiAs(renter.email, renter.password);
    await confirmPhoneByApi(renterApi);
    const bookingId = await paidBookingByApi(ownerApi, renterApi, listingId, 5, 2);
    bookingRef = (await ownerApi.call<{ booking: { ref: string } }>('GET', `/bookings/${bookingId}`)).booking.ref;
  });
  afterAll(async () => {
    await browser.close();
    await shop.close();
  });

  it("pastes the shop's iCal address and syncs it; a visitor finds those days taken and the booking form refuses them", async () => {
    const days = await Promise.all([19, 20, 21, 22, 23].map((d) => serverDaysFromNow(d)));
    const [before, first, middle, last, after] = days as [string, string, string, string, string];
    shop.feeds['/shop.ics'] = allDayCalendar([[first, last]]);
    shop.feeds['/login'] = '<html><body>Log in</body></html>';

    const { page, context } = await newPerson(browser);
    await logIn(page, owner.email, owner.password);
    await page.goto(`/dashboard/listings/${listingId}`);
    await waitForHydration(page);
    const section = page.locator('#calendar-import');
    await section.getByText(en('calendar-sync.import.none')).waitFor();
    await section.getByLabel(en('calendar-sync.import.name')).fill('Shop website');
    // A page that is not a calendar is refused, in plain words, and nothing is added.
    await section.getByLabel(en('calendar-sync.import.url')).fill(`${shop.url}/login`);
    await section.getByRole('button', { name: en('calendar-sync.import.add') }).click();
    await section
      .getByText('This address shows a web page, not a calendar: copy the iCal (.ics) export address instead.')
      .waitFor();
    await section.getByLabel(en('calendar-sync.import.url')).fill(`${shop.url}/shop.ics`);
    await section.getByRole('button', { name: en('calendar-sync.import.add') }).click();
    await section.getByText('Shop website', { exact: true }).waitFor();
    await section.getByText(/Synced .* 1 busy period blocked/).waitFor();
    await section.getByRole('button', { name: en('calendar-sync.import.sync-now') }).click();
    await page.getByText(en('calendar-sync.import.synced-now')).first().waitFor();
    await section.scrollIntoViewIfNeeded();
    await shots(page, 'calendar-import-1280-light');
    await context.close();

    const visitor = await newPerson(browser);
    expect((await visitor.page.goto(`/listing/${listingId}`))?.status()).toBe(200);
    await waitForHydration(visitor.page);
    const day = (iso: string) => visitor.page.locator(`[aria-label^="${longDate(iso)}, "]:visible`).first();
    const state = async (iso: string) => (await day(iso).getAttribute('aria-label'))?.slice(longDate(iso).length + 2);
    expect(await Promise.all([before, first, middle, last, after].map(state))).toEqual([
      en('listings.availability.available'),
      en('listings.availability.unavailable'),
      en('listings.availability.unavailable'),
      en('listings.availability.unavailable'),
      en('listings.availability.available'),
    ]);
    const preview = visitor.page.getByTestId('price-preview');
    await preview.getByLabel(en('listings.preview.start')).fill(middle);
    await preview.getByLabel(en('listings.preview.end')).fill(after);
    await preview.getByText('This listing is not available at the given dates').waitFor();
    expect(await preview.getByRole('link', { name: en('listings.preview.request') }).count()).toBe(0);
    await preview.getByLabel(en('listings.preview.start')).fill(after);
    await preview.getByLabel(en('listings.preview.end')).fill(after);
    await preview.getByRole('link', { name: en('listings.preview.request') }).waitFor();
    await visitor.context.close();
  });

  it("copies the listing's secret iCal address, which a parser reads with the booking; a new address revokes the old", async () => {
    const { page, context } = await newPerson(browser);
    await logIn(page, owner.email, owner.password);
    await page.goto(`/dashboard/listings/${listingId}`);
    await waitForHydration(page);
    const section = page.locator('#calendar-export');
    const field = section.getByLabel(en('calendar-sync.export.url-label'));
    const address = await field.inputValue();
    expect(address).toMatch(new RegExp(`^${baseURL()}/calendars/${listingId}/[\\w-]{32}\\.ics$`));
    await section.scrollIntoViewIfNeeded();
    await shots(page, 'calendar-export-1280-light');

    const feed = await fetch(address);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = eventsOf(await feed.text());
    expect(events.map((e) => e.summary)).toEqual([`Biclou booking ${bookingRef}`]);

    await section.getByRole('button', { name: en('calendar-sync.export.regenerate') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: en('calendar-sync.export.confirm') })
      .click();
    await page.getByText(en('calendar-sync.export.regenerated')).first().waitFor();
    const renewed = await field.inputValue();
    expect(renewed).not.toBe(address);
    expect((await fetch(address)).status).toBe(404);
    expect((await fetch(renewed)).status).toBe(200);
    await context.close();
  });

  it.skipIf(!SHOTS)('screenshots: 390 px and dark', async () => {
    for (const [width, colorScheme] of [
      [390, 'light'],
      [390, 'dark'],
      [1280, 'dark'],
    ] as const) {
      const { page, context } = await newPerson(browser, { width, colorScheme });
      await logIn(page, owner.email, owner.password);
      await page.goto(`/dashboard/listings/${listingId}`);
      await waitForHydration(page);
      await page.locator('#calendar-export').scrollIntoViewIfNeeded();
      await shots(page, `calendar-export-${width}-${colorScheme}`);
      await page.locator('#calendar-import').scrollIntoViewIfNeeded();
      await shots(page, `calendar-import-${width}-${colorScheme}`);
      await context.close();
    }
  });
});
