import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createVerifiedMember } from '../support/accounts';
import { launchBrowser, newPerson } from '../support/browser';
import { confirmPhoneByApi } from '../support/bookings';
import { text } from '../support/catalogue';
import { apiAs, liveListing, waitForHydration } from '../support/listings';
import { paidBookingByApi } from '../support/payouts';
import { serverDaysFromNow } from '../support/time-travel';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

/** The calendar shows a paid booking's dates as unavailable, and the price card refuses them. */
describe("[visitor] sees a paid booking's dates as unavailable on the listing page", () => {
  let browser: Browser;
  let listingId: string;
  let days: string[];
  beforeAll(async () => {
    browser = await launchBrowser();
    const owner = await createVerifiedMember('booked-owner');
    const ownerApi = await apiAs(owner.email, owner.password);
    listingId = await liveListing(ownerApi, 'Gazelle', 'Esprit C7');
    const renter = await createVerifiedMember('booked-renter');
    const renterApi = await apiAs(renter.email, renter.password);
    await confirmPhoneByApi(renterApi);
    await paidBookingByApi(ownerApi, renterApi, listingId, 4, 3);
    days = await Promise.all([3, 4, 5, 6, 7].map((d) => serverDaysFromNow(d)));
  });
  afterAll(() => browser.close());

  it('the booked days are unavailable, the days around them free, and "Request to book" is refused across them', async () => {
    const { page, context } = await newPerson(browser);
    expect((await page.goto(`/listing/${listingId}`))?.status()).toBe(200);
    await waitForHydration(page);
    const day = (iso: string) => page.locator(`[aria-label^="${longDate(iso)}, "]:visible`).first();
    const state = async (iso: string) => (await day(iso).getAttribute('aria-label'))?.slice(longDate(iso).length + 2);
    const [before, first, middle, last, after] = days as [string, string, string, string, string];
    expect(await Promise.all([before, first, middle, last, after].map(state))).toEqual([
      en('listings.availability.available'),
      en('listings.availability.unavailable'),
      en('listings.availability.unavailable'),
      en('listings.availability.unavailable'),
      en('listings.availability.available'),
    ]);

    // The price card refuses a range across the booked days: the spec's sentence, and no link to request.
    const preview = page.getByTestId('price-preview');
    await preview.getByLabel(en('listings.preview.start')).fill(before);
    await preview.getByLabel(en('listings.preview.end')).fill(after);
    await preview.getByText('This listing is not available at the given dates').waitFor();
    expect(await preview.getByRole('button', { name: en('listings.preview.request') }).isDisabled()).toBe(true);
    expect(await preview.getByRole('link', { name: en('listings.preview.request') }).count()).toBe(0);

    // The day after is free again.
    await preview.getByLabel(en('listings.preview.start')).fill(after);
    await preview.getByLabel(en('listings.preview.end')).fill(after);
    await preview.getByRole('link', { name: en('listings.preview.request') }).waitFor();
    await context.close();
  });
});
