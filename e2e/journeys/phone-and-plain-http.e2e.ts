import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { createVerifiedMember, logIn } from '../support/accounts';
import { confirmPhoneByApi } from '../support/bookings';
import { baseURL, launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { apiAs, isoDaysFromNow, liveListing, waitForHydration } from '../support/listings';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const fr = (key: string, vars?: Record<string, string | number>) => text('fr', key, vars);
const PHONE = 390;

/** Every element lies whole inside the viewport's width and shows its whole text. */
async function allWhole(items: Locator, width = PHONE) {
  const boxes = await items.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, clipped: el.scrollWidth > el.clientWidth + 1, text: el.textContent };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const b of boxes) {
    expect(b, `${b.text} is cut`).toMatchObject({ clipped: false });
    expect(b.left, `${b.text} starts off screen`).toBeGreaterThanOrEqual(0);
    expect(b.right, `${b.text} ends off screen`).toBeLessThanOrEqual(width);
  }
}

/** This machine's own non-loopback address (a LAN demo), if it has one. */
const lanAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((a) => a?.family === 'IPv4' && !a.internal)?.address;

describe('[phone] a 390 px screen shows everything whole, and plain http works', () => {
  let browser: Browser;
  let owner: { email: string; password: string };
  let renter: { email: string; password: string };
  let listingId: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await createVerifiedMember('owner-phone');
    listingId = await liveListing(await apiAs(owner.email, owner.password), 'Moustache', 'Lundi 27');
    renter = await createVerifiedMember('renter-phone');
    await confirmPhoneByApi(await apiAs(renter.email, renter.password));
  });
  afterAll(() => browser.close());

  it('titles /test in words, in English and in French', async () => {
    const { page, context } = await newPerson(browser, { width: PHONE });
    await page.goto('/test');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(en('titles.test'));
    expect(await page.title()).toContain(en('titles.test'));
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.goto('/fr/test');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(fr('titles.test'));
    expect(await page.title()).toContain(fr('titles.test'));
    await context.close();
  });

  it('shows the search filter chips and the dashboard tabs whole, and a toast over the header only', async () => {
    const { page, context } = await newPerson(browser, { width: PHONE });
    await page.goto('/search');
    await waitForHydration(page);
    await page.getByRole('button', { name: en('search.filters.more') }).waitFor();
    await allWhole(page.getByTestId('filter-chips').locator(':scope > :not(label)'));

    await logIn(page, renter.email, renter.password);
    for (const prefix of ['', '/fr']) {
      await page.goto(`${prefix}/dashboard/trips`);
      await waitForHydration(page);
      await allWhole(page.getByTestId('dashboard-nav').getByRole('link'));
    }

    // Logging out toasts "See you soon": at the top, within the header's band, not over the page.
    await page.goto('/dashboard/trips');
    await waitForHydration(page);
    await page.getByRole('button', { name: en('nav.open-menu') }).click();
    await page.getByRole('button', { name: en('nav.logout') }).click();
    const toast = page.getByTestId('toast').filter({ hasText: en('auth.see-you-soon') });
    await toast.waitFor();
    // Logging out navigates: measure once the new page's header and the toast are both on screen.
    const { header, box } = await settled(async () => {
      const [header, box] = await Promise.all([page.locator('header').first().boundingBox(), toast.boundingBox()]);
      return header && box ? { header, box } : null;
    });
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height + 8);
    await context.close();
  });

  it('does not promise the address of a canceled booking', async () => {
    const api = await apiAs(renter.email, renter.password);
    const { booking } = await api.call<{ booking: { id: string } }>('POST', '/bookings', {
      listingId,
      startDate: isoDaysFromNow(30),
      endDate: isoDaysFromNow(31),
      accessoryIds: [],
      depositAcknowledged: true,
    });
    const { page, context } = await newPerson(browser, { width: PHONE });
    await logIn(page, renter.email, renter.password);
    await page.goto(`/dashboard/trips/${booking.id}`);
    await waitForHydration(page);
    expect(await page.getByTestId('address-note').textContent()).toContain(en('bookings.detail.address-hidden'));
    await api.call('POST', `/bookings/${booking.id}/cancel`, {});
    await page.reload();
    await page.getByTestId('booking-detail').and(page.locator('[data-status=canceled]')).waitFor();
    const note = await page.getByTestId('address-note').textContent();
    expect(note).toContain(en('bookings.detail.address-closed'));
    expect(note).not.toContain(en('bookings.detail.address-hidden'));
    await context.close();
  });

  it('pays on plain http at a LAN address (no secure context)', async () => {
    const renterApi = await apiAs(renter.email, renter.password);
    const { booking } = await renterApi.call<{ booking: { id: string } }>('POST', '/bookings', {
      listingId,
      startDate: isoDaysFromNow(40),
      endDate: isoDaysFromNow(41),
      accessoryIds: [],
      depositAcknowledged: true,
    });
    await (await apiAs(owner.email, owner.password)).call('POST', `/bookings/${booking.id}/accept`, {});

    // The machine's LAN address when it has one; else localhost with the secure-context-only API removed, as on such an address.
    const lan = lanAddress();
    const origin = lan ? baseURL().replace('localhost', lan) : baseURL();
    const context = await browser.newContext({ baseURL: origin, viewport: { width: PHONE, height: 844 } });
    if (!lan) await context.addInitScript(() => Reflect.deleteProperty(Crypto.prototype, 'randomUUID'));
    const page: Page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await logIn(page, renter.email, renter.password);
    await page.goto(`/dashboard/trips/${booking.id}/pay`);
    expect(await page.evaluate(() => typeof crypto.randomUUID)).toBe('undefined');
    await page.getByLabel(en('bookings.pay.number')).fill('4242 4242 4242 4242');
    await page.getByLabel(en('bookings.pay.expiry')).fill('1230');
    await page.getByLabel(en('bookings.pay.cvc')).fill('123');
    await page.getByTestId('card-form').getByRole('button', { name: /^Pay / }).click();
    await page.getByTestId('booking-detail').and(page.locator('[data-status=paid]')).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The first non-null answer of `read`, tried every 100 ms for up to 5 s. */
async function settled<T>(read: () => Promise<T | null>): Promise<T> {
  for (let i = 0; i < 50; i++) {
    const value = await read();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('never settled');
}
