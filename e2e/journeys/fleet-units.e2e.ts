import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { UNIT_MESSAGES } from '@biclou/domain/listing-units';
import { createVerifiedMember, logIn } from '../support/accounts';
import { confirmPhoneByApi } from '../support/bookings';
import { launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { apiAs, bikePhoto, EXACT_POINT, waitForHydration } from '../support/listings';
import { serverDaysFromNow } from '../support/time-travel';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const next = (step: string) => en('listings.wizard.next', { step: en(`listings.wizard.steps.${step}`) });
const UNAVAILABLE = 'This listing is not available at the given dates';
type Api = Awaited<ReturnType<typeof apiAs>>;

/** A renter whose phone is confirmed, ready to book. */
async function renterReady(tag: string) {
  const member = await createVerifiedMember(tag);
  const api = await apiAs(member.email, member.password);
  await confirmPhoneByApi(api);
  return { ...member, api };
}

/** Steps 2 to 5 through the API (a shortcut: the wizard's own journeys walk them), then online, booked at once. */
async function finishListing(shop: Api, id: string) {
  await shop.call('PUT', `/listings/${id}/details`, {
    descriptionEn: 'A sturdy city bike from our shop, serviced every week.',
    descriptionFr: 'Un vélo de ville robuste de notre boutique, révisé chaque semaine.',
    accessories: [],
  });
  await shop.call('PUT', `/listings/${id}/address`, {
    address: '3 rue de la Barre',
    postalCode: '69002',
    city: 'Lyon',
    country: 'FR',
    ...EXACT_POINT,
  });
  await shop.call('PUT', `/listings/${id}/price`, {
    pricePerDayCents: 1500,
    depositCents: 20000,
    minBookingDays: 1,
    noticeDays: 0,
    discount7Days: 0,
    discount30Days: 0,
    cancelationOption: 'short_notice',
  });
  const photo = await bikePhoto('Fleet', 90);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }), photo.name);
  await shop.call('POST', `/listings/${id}/photos`, form);
  await shop.call('POST', `/listings/${id}/publish`);
  await shop.call('PUT', `/listings/${id}/instant-booking`, { instantBooking: true, instantConditions: {} });
}

/** On the listing page: the dates in the price card. */
async function chooseDates(page: Page, start: string, end: string, locale: 'en' | 'fr' = 'en') {
  const card = page.getByTestId('price-preview');
  await card.getByLabel(text(locale, 'listings.preview.start')).fill(start);
  await card.getByLabel(text(locale, 'listings.preview.end')).fill(end);
  return card;
}

/**
 * A bike shop lists five identical bikes as one listing; renters book overlapping dates until no
 * bike is left, and a family books two at once. The listing books instantly, so each booking holds
 * its bikes as soon as it is made.
 */
describe('[shop owner, renters] a fleet of five identical bikes', () => {
  let browser: Browser;
  let shop: { email: string; password: string };
  let shopApi: Api;
  let listingId: string;
  let start: string;
  let middle: string;
  let end: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    shop = await createVerifiedMember('fleet-shop');
    shopApi = await apiAs(shop.email, shop.password);
    await shopApi.call('PUT', '/account/profile', {
      firstname: 'Camille',
      lastname: 'Martin',
      isPro: true,
      siret: '73282932000074',
    });
    start = await serverDaysFromNow(12);
    middle = await serverDaysFromNow(13);
    end = await serverDaysFromNow(14);
  });
  afterAll(() => browser.close());

  it('the shop creates a listing of 5 bikes in the wizard and sees them on its page', async () => {
    const { page, context } = await newPerson(browser);
    await logIn(page, shop.email, shop.password);
    await page.goto('/listing/create');
    await waitForHydration(page);
    await page.getByText('City bike', { exact: true }).click();
    await page.getByLabel(en('listings.fields.size'), { exact: true }).selectOption('M');
    await page.getByLabel(en('listings.fields.brand'), { exact: true }).fill('Decathlon');
    await page.getByLabel(en('listings.fields.model'), { exact: true }).fill('Elops 520');
    const count = page.getByLabel(en('listings.fields.units'));
    // A count out of bounds is refused with its message before anything is saved.
    await count.fill('0');
    await page.getByRole('button', { name: next('details') }).click();
    await page.getByText(UNIT_MESSAGES.count).waitFor();
    await count.fill('5');
    await page.getByRole('button', { name: next('details') }).click();
    await page.waitForURL(/\/listing\/[0-9a-f-]{36}\/steps\?step=details$/);
    listingId = /listing\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
    await finishListing(shopApi, listingId);

    await page.goto(`/dashboard/listings/${listingId}`);
    await waitForHydration(page);
    const card = page.locator('section#units');
    await card.getByText(en('listings.units.summary', { count: 5, inService: 5 })).waitFor();
    for (let n = 1; n <= 5; n++)
      await card.getByRole('form', { name: en('listings.units.bike', { number: n }) }).waitFor();
    await context.close();
  });

  it('a family books 2 bikes at once, three renters one each, and the sixth request is refused', async () => {
    const family = await renterReady('fleet-family');
    const { page, context } = await newPerson(browser);
    await logIn(page, family.email, family.password);
    await page.goto(`/listing/${listingId}`);
    await waitForHydration(page);
    // Whole days, as the shop's hours give them: 08:00 on the first, 20:00 on the last.
    const card = await chooseDates(page, start, end);
    await card.getByLabel(en('booking-times.pickup')).selectOption('08:00');
    await card.getByLabel(en('booking-times.return')).selectOption('20:00');
    const picker = card.getByTestId('units-picker');
    await picker.getByText(en('listings.units.left', { count: 5 })).waitFor();
    const one = Number((await card.getByTestId('price-total').textContent())?.replace(/[^\d]/g, ''));
    await picker.getByLabel(en('listings.units.how-many')).selectOption('2');
    await expect
      .poll(async () => Number((await card.getByTestId('price-total').textContent())?.replace(/[^\d]/g, '')))
      .toBe(one * 2);
    await card.getByRole('link', { name: en('listings.preview.book-now') }).click();
    await page.getByTestId('request-summary').getByTestId('price-total').waitFor();
    await waitForHydration(page);
    const summary = page.getByTestId('request-summary');
    await summary.getByRole('checkbox').check();
    await page.getByRole('button', { name: en('bookings.request.submit-instant') }).click();
    await page.waitForURL(/\/dashboard\/trips\/[0-9a-f-]{36}\/pay$/);
    const familyBooking = new URL(page.url()).pathname.split('/').at(-2)!;
    const { booking } = await family.api.call<{ booking: { units: number; status: string } }>(
      'GET',
      `/bookings/${familyBooking}`,
    );
    expect(booking).toMatchObject({ units: 2, status: 'accepted' });
    await context.close();

    // Three more renters for the same days: one bike each, until none is left.
    for (const i of [1, 2, 3]) {
      const renter = await renterReady(`fleet-renter-${i}`);
      const made = await renter.api.call<{ booking: { status: string; units: number } }>('POST', '/bookings', {
        listingId,
        startDate: start,
        endDate: end,
        accessoryIds: [],
        depositAcknowledged: true,
      });
      expect(made.booking).toMatchObject({ status: 'accepted', units: 1 });
    }

    // The sixth: every bike is taken all the middle day, the page says so, and the API refuses the
    // request with the same sentence.
    const sixth = await renterReady('fleet-sixth');
    const p = await newPerson(browser);
    await logIn(p.page, sixth.email, sixth.password);
    await p.page.goto(`/listing/${listingId}`);
    await waitForHydration(p.page);
    // Across the middle day, taken whole (the first and last days are the time pickers' to judge).
    const full = await chooseDates(p.page, start, end);
    await full.getByText(UNAVAILABLE).waitFor();
    await expect(
      sixth.api.call('POST', '/bookings', {
        listingId,
        startDate: middle,
        endDate: middle,
        accessoryIds: [],
        depositAcknowledged: true,
      }),
    ).rejects.toThrow(`409 {"error":{"code":"conflict","message":"${UNAVAILABLE}"}}`);
    await p.context.close();

    // A bike holding these bookings cannot be removed; the page says why.
    const o = await newPerson(browser);
    await logIn(o.page, shop.email, shop.password);
    await o.page.goto(`/dashboard/listings/${listingId}`);
    await waitForHydration(o.page);
    const units = o.page.locator('section#units');
    await units.getByRole('button', { name: en('listings.units.remove', { number: 1 }) }).click();
    await units.getByText(UNIT_MESSAGES.holdsBookings).waitFor();
    await o.context.close();
  });

  for (const [width, colorScheme] of [
    [390, 'light'],
    [390, 'dark'],
    [1280, 'light'],
    [1280, 'dark'],
  ] as const)
    it.skipIf(!process.env.SHOTS_DIR)(
      `[screenshots] the units card and the price card of a fleet, ${width} px ${colorScheme}`,
      async () => {
        const dir = process.env.SHOTS_DIR!;
        const after = await serverDaysFromNow(20);
        const last = await serverDaysFromNow(21);
        for (const locale of ['en', 'fr'] as const) {
          const prefix = locale === 'fr' ? '/fr' : '';
          const person = { width, colorScheme, locale: locale === 'fr' ? 'fr-FR' : 'en-GB' };
          const p = await newPerson(browser, person);
          await logIn(p.page, shop.email, shop.password, prefix);
          await p.page.goto(`${prefix}/dashboard/listings/${listingId}`);
          await waitForHydration(p.page);
          const units = p.page.locator('section#units');
          await units.scrollIntoViewIfNeeded();
          await units.screenshot({ path: `${dir}/units-card-${locale}-${width}-${colorScheme}.png` });
          await p.context.close();
          const r = await newPerson(browser, person);
          await r.page.goto(`${prefix}/listing/${listingId}`);
          await waitForHydration(r.page);
          const card = await chooseDates(r.page, after, last, locale);
          await card.getByTestId('units-picker').waitFor();
          await card.getByTestId('price-total').waitFor();
          await card.scrollIntoViewIfNeeded();
          await card.screenshot({ path: `${dir}/units-price-card-${locale}-${width}-${colorScheme}.png` });
          await r.context.close();
        }
      },
    );
});
