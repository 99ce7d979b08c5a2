import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMember, logIn } from '../support/accounts';
import { confirmPhoneByApi } from '../support/bookings';
import { launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { apiAs, isoDaysFromNow, liveListing, waitForHydration } from '../support/listings';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
type Member = { email: string; password: string };
type Api = Awaited<ReturnType<typeof apiAs>>;

const request = (api: Api, listingId: string, from: number, to: number) =>
  api.call<{ booking: { id: string } }>('POST', '/bookings', {
    listingId,
    startDate: isoDaysFromNow(from),
    endDate: isoDaysFromNow(to),
    accessoryIds: [],
    depositAcknowledged: true,
  });

const bell = (page: Page) => page.getByRole('banner').getByTestId('notification-bell').locator('visible=true');

describe('[owner] is told about a booking request in the bell', () => {
  let browser: Browser;
  let owner: Member;
  let renter: Member;
  let renterApi: Api;
  let listingId: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await createVerifiedMember('owner-bell');
    listingId = await liveListing(await apiAs(owner.email, owner.password), 'Gazelle', 'Orange C7');
    renter = await createVerifiedMember('renter-bell');
    renterApi = await apiAs(renter.email, renter.password);
    await confirmPhoneByApi(renterApi);
  });
  afterAll(() => browser.close());

  it("a visitor downloads none of the bell's or the inbox link's code", async () => {
    const { page, context } = await newPerson(browser, { width: 412 });
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(`/listing/${listingId}`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /notification|messages-link/.test(s))).toEqual([]);
    await context.close();
  });

  it('bell shows 1 and the tab title "(1) …"; the panel opens with the keyboard, Escape closes it; opening the notification goes to the booking and the count goes to 0', async () => {
    const o = await newPerson(browser);
    await logIn(o.page, owner.email, owner.password);
    await o.page.goto('/dashboard/listings');
    await waitForHydration(o.page);
    await bell(o.page).waitFor();
    expect(await bell(o.page).getAttribute('aria-label')).toBe(en('notifications.bell'));
    expect(await o.page.getByTestId('notification-count').count()).toBe(0);

    const { booking } = await request(renterApi, listingId, 20, 22);
    // The bell asks every 60 s while the tab is visible, and when the tab comes back: a reload stands for both.
    await o.page.reload();
    await waitForHydration(o.page);
    await bell(o.page).getByTestId('notification-count').getByText('1').waitFor();
    await expect.poll(() => o.page.title()).toMatch(/^\(1\) /);
    expect(await bell(o.page).getAttribute('aria-label')).toBe('Notifications, 1 unread');

    // Keyboard: open, Escape closes and gives the focus back to the bell.
    await bell(o.page).focus();
    await o.page.keyboard.press('Enter');
    const panel = o.page.getByTestId('notification-panel');
    const item = panel.getByTestId('notification-item');
    await item.first().waitFor();
    expect(await item.count()).toBe(1);
    expect(await item.first().textContent()).toContain('Camille asked to book your Gazelle Orange C7');
    await o.page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await bell(o.page).evaluate((el) => el === document.activeElement)).toBe(true);

    // Open it again and follow the notification to the booking.
    await bell(o.page).click();
    await item.first().click();
    await o.page.waitForURL(`**/dashboard/bookings/${booking.id}`);
    await o.page.getByTestId('booking-detail').waitFor();
    await expect.poll(() => o.page.getByTestId('notification-count').count()).toBe(0);
    await expect.poll(() => o.page.title()).not.toMatch(/^\(/);

    // The full page shows it as read; "mark all as read" has nothing left to do.
    await o.page.goto('/dashboard/notifications');
    await waitForHydration(o.page);
    const row = o.page.getByTestId('notification-list').getByTestId('notification-item');
    expect(await row.count()).toBe(1);
    expect(await row.first().getAttribute('data-unread')).toBeNull();
    expect(await o.page.getByRole('button', { name: en('notifications.mark-all-read') }).isDisabled()).toBe(true);
    await o.context.close();
  });

  it('[renter] reads the acceptance in French, marks all read from the page, and turns message emails off in /account', async () => {
    const { booking } = await request(renterApi, listingId, 30, 31);
    await (await apiAs(owner.email, owner.password)).call('POST', `/bookings/${booking.id}/accept`, {});
    const r = await newPerson(browser, { locale: 'fr-FR' });
    await logIn(r.page, renter.email, renter.password, '/fr');
    await r.page.goto('/fr/dashboard/notifications?filter=unread');
    await waitForHydration(r.page);
    const row = r.page.getByTestId('notification-list').getByTestId('notification-item');
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('a accepté votre demande pour Gazelle Orange C7');
    expect(await row.first().getAttribute('href')).toBe(`/fr/dashboard/trips/${booking.id}/pay`);
    await r.page.getByRole('button', { name: text('fr', 'notifications.mark-all-read') }).click();
    await r.page.getByText(text('fr', 'notifications.empty-unread.title')).waitFor();
    await expect.poll(() => r.page.getByTestId('notification-count').count()).toBe(0);

    await r.page.goto('/fr/account#notifications');
    await waitForHydration(r.page);
    const toggle = r.page.getByRole('switch', { name: text('fr', 'notifications.preferences.message-emails') });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await r.page.getByTestId('toast').getByText(text('fr', 'notifications.preferences.saved-off')).waitFor();
    await r.page.reload();
    await waitForHydration(r.page);
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await r.context.close();
  });

  it.skipIf(!process.env.SHOTS_DIR)('screenshots of the bell panel and the page', async () => {
    const dir = process.env.SHOTS_DIR!;
    mkdirSync(dir, { recursive: true });
    // A few more things for the owner: two requests, one paid, one canceled by its renter.
    const paid = await request(renterApi, listingId, 40, 42);
    const ownerApi = await apiAs(owner.email, owner.password);
    await ownerApi.call('POST', `/bookings/${paid.booking.id}/accept`, {});
    await renterApi.call('POST', `/bookings/${paid.booking.id}/pay`, {
      idempotencyKey: crypto.randomUUID(),
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
    const canceled = await request(renterApi, listingId, 50, 51);
    await renterApi.call('POST', `/bookings/${canceled.booking.id}/cancel`, { reason: null });
    await request(renterApi, listingId, 60, 63);
    for (const locale of ['en', 'fr'] as const)
      for (const colorScheme of ['light', 'dark'] as const)
        for (const width of [390, 1280]) {
          const p = await newPerson(browser, { width, colorScheme, locale: locale === 'fr' ? 'fr-FR' : 'en-GB' });
          const prefix = locale === 'fr' ? '/fr' : '';
          await logIn(p.page, owner.email, owner.password, prefix);
          await p.page.goto(`${prefix}/dashboard/notifications`);
          await waitForHydration(p.page);
          await p.page.getByTestId('notification-list').waitFor();
          const name = `${locale}-${width}-${colorScheme}`;
          await p.page.screenshot({ path: `${dir}/page-${name}.png`, fullPage: true });
          await bell(p.page).click();
          await p.page.getByTestId('notification-panel').getByTestId('notification-item').first().waitFor();
          await p.page.waitForTimeout(250);
          await p.page.screenshot({ path: `${dir}/bell-${name}.png` });
          await p.page.keyboard.press('Escape');
          await p.page.goto(`${prefix}/account#notifications`);
          await waitForHydration(p.page);
          await p.page.locator('section#notifications').evaluate((el) => el.scrollIntoView({ block: 'center' }));
          await p.page.screenshot({ path: `${dir}/account-${name}.png` });
          await p.context.close();
        }
    // Everything read: the unread filter's empty state.
    await ownerApi.call('POST', '/notifications/read-all');
    for (const [locale, colorScheme, width] of [
      ['en', 'light', 1280],
      ['fr', 'dark', 390],
    ] as const) {
      const p = await newPerson(browser, { width, colorScheme, locale: locale === 'fr' ? 'fr-FR' : 'en-GB' });
      const prefix = locale === 'fr' ? '/fr' : '';
      await logIn(p.page, owner.email, owner.password, prefix);
      await p.page.goto(`${prefix}/dashboard/notifications?filter=unread`);
      await waitForHydration(p.page);
      await p.page.getByText(text(locale, 'notifications.empty-unread.title')).waitFor();
      await p.page.screenshot({ path: `${dir}/empty-${locale}-${width}-${colorScheme}.png` });
      await p.context.close();
    }
  });
});
