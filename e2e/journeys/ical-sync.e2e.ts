import { mkdirSync } from 'node:fs';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createVerifiedMember, logIn } from '../support/accounts';
import { baseURL, launchBrowser, newPerson } from '../support/browser';
import { confirmPhoneByApi } from '../support/bookings';
import { text } from '../support/catalogue';
import { apiAs, liveListing, waitForHydration } from '../support/listings';
import { paidBookingByApi } from '../support/payouts';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const SHOTS = process.env.SHOTS_DIR;

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
  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await createVerifiedMember('ical-owner');
    const ownerApi = await apiAs(owner.email, owner.password);
    listingId = await liveListing(ownerApi, 'Riese', 'Load 75');
    const renter = await createVerifiedMember('ical-renter');
    const renterApi = await apiAs(renter.email, renter.password);
    await confirmPhoneByApi(renterApi);
    const bookingId = await paidBookingByApi(ownerApi, renterApi, listingId, 5, 2);
    bookingRef = (await ownerApi.call<{ booking: { ref: string } }>('GET', `/bookings/${bookingId}`)).booking.ref;
  });
  afterAll(() => browser.close());

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
      await context.close();
    }
  });
});
