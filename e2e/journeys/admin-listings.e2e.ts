import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createVerifiedMember, logIn } from '../support/accounts';
import { confirmPhoneByApi } from '../support/bookings';
import { launchBrowser, newPerson, readOutbox } from '../support/browser';
import { text } from '../support/catalogue';
import { apiAs, EXACT_POINT, liveListing, waitForHydration } from '../support/listings';
import { serverDaysFromNow } from '../support/time-travel';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const ADMIN = { email: 'admin@biclou.test', password: 'biclou-demo-2026' };
type Api = Awaited<ReturnType<typeof apiAs>>;

/** The listing ids the map search returns around the listing's point (every page). */
async function searchAround(api: Api): Promise<string[]> {
  const { lat, lng } = EXACT_POINT;
  const bounds = [lat - 0.02, lng - 0.02, lat + 0.02, lng + 0.02].join(',');
  const ids: string[] = [];
  for (let page = 1; page <= 50; page++) {
    const res = await api.call<{ results: { id: string }[]; total: number; pageSize: number }>(
      'GET',
      `/search?bounds=${bounds}&page=${page}`,
    );
    ids.push(...res.results.map((r) => r.id));
    if (page * res.pageSize >= res.total) break;
  }
  return ids;
}

describe('[admin] suspends a listing and changes the service fee; [visitor] finds a bike like it instead', () => {
  let browser: Browser;
  let adminApi: Api;
  let ownerApi: Api;
  let renterApi: Api;
  let owner: { email: string; password: string };
  let listingId: string;
  const tag = String(Date.now()).slice(-6);
  const model = `Suspect ${tag}`;
  let settingsBefore: Record<string, unknown>;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await createVerifiedMember('suspended-owner');
    ownerApi = await apiAs(owner.email, owner.password);
    listingId = await liveListing(ownerApi, 'Gitane', model);
    // A city bike of another owner a few metres away: what the suspended listing's page offers instead.
    const neighbour = await createVerifiedMember('neighbour-owner');
    await liveListing(await apiAs(neighbour.email, neighbour.password), 'Peugeot', `Neighbour ${tag}`);
    const renter = await createVerifiedMember('fee-renter');
    renterApi = await apiAs(renter.email, renter.password);
    await confirmPhoneByApi(renterApi);
    adminApi = await apiAs(ADMIN.email, ADMIN.password);
    const { settings } = await adminApi.call<{ settings: Record<string, unknown> }>('GET', '/admin/settings');
    const { updatedAt: _u, ...rest } = settings;
    settingsBefore = rest;
  });
  afterAll(async () => {
    await adminApi.call('PUT', '/admin/settings', settingsBefore);
    await browser.close();
  });

  it('suspends a live listing from the admin: it leaves search, its page offers similar bikes, the owner sees the reason', async () => {
    expect(await searchAround(adminApi)).toContain(listingId);

    const admin = await newPerson(browser, { width: 1280 });
    await logIn(admin.page, ADMIN.email, ADMIN.password);
    await admin.page.goto(`/admin/listings?q=${encodeURIComponent(model)}`);
    await waitForHydration(admin.page);
    await admin.page
      .getByRole('link', { name: `Gitane ${model}` })
      .first()
      .click();
    await admin.page.waitForURL(new RegExp(`/admin/listings/${listingId}$`));
    await waitForHydration(admin.page);
    await admin.page.getByRole('button', { name: en('admin-market.listing.suspend') }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('The photos come from a shop website.');
    await dialog.getByRole('button', { name: en('admin-market.listing.suspend') }).click();
    await admin.page.getByText(en('admin-market.listing.suspended-title')).waitFor();
    await admin.page
      .getByText(en('admin-market.listing.reason', { reason: 'The photos come from a shop website.' }))
      .first()
      .waitFor();
    // The history on the page shows the action.
    await admin.page.getByText(en('admin-ui.audit.actions.listing.suspend')).first().waitFor();

    // Search no longer has it. Its page says so (404: it may come back), offers a bike like it nearby
    // and the search, and stays out of search engines; in English and in French.
    expect(await searchAround(adminApi)).not.toContain(listingId);
    for (const locale of ['en', 'fr'] as const) {
      const visitor = await newPerson(browser, { width: 390, locale: locale === 'fr' ? 'fr-FR' : 'en-GB' });
      const prefix = locale === 'fr' ? '/fr' : '';
      const res = await visitor.page.goto(`${prefix}/listing/${listingId}`);
      expect(res?.status()).toBe(404);
      const page = visitor.page.getByTestId('listing-unavailable');
      await page.getByRole('heading', { level: 1, name: text(locale, 'listings.unavailable.heading') }).waitFor();
      await page.getByText(text(locale, 'listings.unavailable.text-404')).waitFor();
      const similar = page.getByTestId('similar-listings').getByTestId('search-result');
      expect(await similar.count()).toBeGreaterThanOrEqual(1);
      // City bikes near it (the neighbour, maybe demo bikes nearer still), never itself.
      const hrefs = await similar.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.every((h) => h?.startsWith(`${prefix}/listing/`))).toBe(true);
      expect(hrefs).not.toContain(`${prefix}/listing/${listingId}`);
      expect(await visitor.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await visitor.page.locator('link[rel="canonical"]').count()).toBe(0);
      // The exact address is nowhere on the page.
      expect(await visitor.page.content()).not.toContain('rue de la Barre');
      await waitForHydration(visitor.page);
      await page.getByTestId('unavailable-search').click();
      await visitor.page.waitForURL(/\/search\?bounds=[^&]+&category=city$/);
      await visitor.page.getByTestId('search-result').first().waitFor();
      await visitor.context.close();
    }
    // An id that never was a listing keeps the plain "not found" page.
    const stranger = await newPerson(browser, { width: 390 });
    const unknown = await stranger.page.goto(`/listing/${crypto.randomUUID()}`);
    expect(unknown?.status()).toBe(404);
    await stranger.page.getByRole('heading', { name: en('errors.page-not-found') }).waitFor();
    expect(await stranger.page.getByTestId('listing-unavailable').count()).toBe(0);
    await stranger.context.close();

    // The owner sees the reason on their listing's dashboard page, and got an email.
    const o = await newPerson(browser, { width: 390 });
    await logIn(o.page, owner.email, owner.password);
    await o.page.goto(`/dashboard/listings/${listingId}`);
    await waitForHydration(o.page);
    await o.page
      .getByText(en('listings.status-banner.reason', { reason: 'The photos come from a shop website.' }), {
        exact: false,
      })
      .first()
      .waitFor();
    const mails = await readOutbox(owner.email);
    expect(mails.some((m) => /has been suspended/.test(m.subject ?? ''))).toBe(true);
  });

  it('changes the service fee: a new quote uses it, an existing booking keeps its price', async () => {
    const other = await liveListing(ownerApi, 'Motobécane', `Fee ${tag}`);
    const [start, end] = [await serverDaysFromNow(5), await serverDaysFromNow(6)];
    const { booking } = await renterApi.call<{ booking: { id: string } }>('POST', '/bookings', {
      listingId: other,
      startDate: start,
      endDate: end,
      accessoryIds: [],
      depositAcknowledged: true,
    });
    type Priced = { price: { serviceFee: number; serviceFeeRateBp: number; subtotal: number } };
    const before = await renterApi.call<{ booking: Priced }>('GET', `/bookings/${booking.id}`);
    expect(before.booking.price).toMatchObject({ serviceFeeRateBp: 1000, subtotal: 3000, serviceFee: 300 });

    const admin = await newPerson(browser, { width: 1280 });
    await logIn(admin.page, ADMIN.email, ADMIN.password);
    await admin.page.goto('/admin/settings');
    await waitForHydration(admin.page);
    const fee = admin.page.getByLabel(en('admin-market.settings.field.serviceFeeRateBp'));
    await fee.fill('12');
    await admin.page.getByText(en('admin-market.settings.pending_one', { count: 1 })).waitFor();
    await admin.page.getByRole('button', { name: en('admin-market.settings.review') }).click();
    const dialog = admin.page.getByRole('dialog');
    // The admin sees what changes before saving: 10 % → 12 %.
    await dialog.getByText('10 %').waitFor();
    await dialog.getByText('12 %').waitFor();
    await dialog.getByRole('button', { name: en('admin-market.settings.save') }).click();
    await admin.page.getByTestId('toast').getByText(en('admin-market.settings.saved')).waitFor();
    await admin.page.getByText(en('admin-market.settings.no-change')).waitFor();

    const quote = await renterApi.call<Priced>(
      'GET',
      `/bookings/quote?listingId=${other}&startDate=${await serverDaysFromNow(10)}&endDate=${await serverDaysFromNow(11)}`,
    );
    expect(quote.price).toMatchObject({ serviceFeeRateBp: 1200, subtotal: 3000, serviceFee: 360 });
    const after = await renterApi.call<{ booking: Priced }>('GET', `/bookings/${booking.id}`);
    expect(after.booking.price).toMatchObject({ serviceFeeRateBp: 1000, serviceFee: 300 });
  });
});
