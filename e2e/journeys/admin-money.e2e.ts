import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { settleDispute } from '@biclou/domain/dispute-settlement';
import { logIn } from '../support/accounts';
import { launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { apiAs, waitForHydration } from '../support/listings';
import { ownerWithCreditedBookings, paidBookingByApi } from '../support/payouts';
import { resetClock, travel } from '../support/time-travel';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const ADMIN = { email: 'admin@biclou.test', password: 'biclou-demo-2026' };
const TEST_IBAN = 'FR14 2004 1010 0505 0001 3M02 606';
const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

describe('[admin] money: resolve a dispute with a partial refund, process one payout and fail another', () => {
  let browser: Browser;
  let world: Awaited<ReturnType<typeof ownerWithCreditedBookings>>;
  let payoutIds: string[];
  let disputeId: string;
  let bookingId: string;
  let ownerShare = 0;
  beforeAll(async () => {
    browser = await launchBrowser();
    // Two credited bookings (the clock travels), bank details verified, two payouts asked for.
    world = await ownerWithCreditedBookings('admin-money', 2);
    await world.ownerApi.call('PUT', '/me/banking', {
      holderName: 'Camille Martin',
      iban: TEST_IBAN,
      bic: 'BNPAFRPP',
      currentPassword: world.owner.password,
    });
    await world.ownerApi.call('POST', '/me/banking/verify');
    payoutIds = [];
    for (const id of world.bookingIds) {
      const { payout } = await world.ownerApi.call<{ payout: { id: string } }>('POST', '/me/payouts', {
        listingId: world.listingId,
        bookingIds: [id],
      });
      payoutIds.push(payout.id);
    }
    // A third booking, paid, then reported by the renter.
    bookingId = await paidBookingByApi(world.ownerApi, world.renterApi, world.listingId, 5);
    const opened = await world.renterApi.call<{ dispute: { id: string } }>('POST', `/bookings/${bookingId}/disputes`, {
      reason: 'bike_not_as_described',
      explanation: 'It was a different, smaller bike than in the photos.',
    });
    disputeId = opened.dispute.id;
  });
  afterAll(async () => {
    await resetClock();
    await browser.close();
  });

  const adminPage = async (o: { width?: number; colorScheme?: 'light' | 'dark' } = {}) => {
    const person = await newPerson(browser, o);
    await logIn(person.page, ADMIN.email, ADMIN.password);
    return person;
  };

  it('resolves the dispute from its page: the live split matches the ledger’s refund and credit', async () => {
    const { page, context } = await adminPage();
    await page.goto('/admin/disputes?status=open');
    await waitForHydration(page);
    await page.locator(`table a[href="/admin/disputes/${disputeId}"]`).click();
    await page.waitForURL(`**/admin/disputes/${disputeId}`);
    await waitForHydration(page);
    await page.getByText('It was a different, smaller bike than in the photos.').waitFor();

    // Above what was paid: refused on the page, then by the API's 422 if forced.
    const admin = await apiAs(ADMIN.email, ADMIN.password);
    const detail = await admin.call<{
      booking: { price: { subtotal: number; serviceFee: number; commissionRateBp: number; pricePaidByBuyer: number } };
    }>('GET', `/admin/disputes/${disputeId}`);
    const price = detail.booking.price;
    const amount = page.getByTestId('refund-amount');
    await amount.fill(String((price.pricePaidByBuyer + 100) / 100));
    await page
      .getByText(
        en('admin-money.resolve.too-much', {
          max:
            price.pricePaidByBuyer % 100
              ? (price.pricePaidByBuyer / 100).toFixed(2)
              : String(price.pricePaidByBuyer / 100),
        }),
      )
      .waitFor();

    // A partial refund of 5.00: the preview is settleDispute's split.
    const expected = settleDispute({ ...price, refundCents: 500 });
    await amount.fill('5');
    await expect.poll(() => page.getByTestId('preview-refund').innerText()).toBe(euros(500));
    expect(await page.getByTestId('preview-owner').innerText()).toBe(euros(expected.ownerEarnings));
    expect(await page.getByTestId('preview-platform').innerText()).toBe(euros(expected.platformRevenue));
    await page.getByLabel(en('admin-money.resolve.note')).fill('Half-day lost, partial refund.');
    await page.getByRole('button', { name: en('admin-money.resolve.submit') }).click();
    await page.getByText(en('admin-money.disputes.closed')).waitFor();

    // The ledger on the page: the renter's refund and the owner's credit.
    await page.locator('tr[data-ledger-kind=refund]').first().waitFor();
    const refundRows = await page.locator('tr[data-ledger-kind=refund]').allInnerTexts();
    expect(refundRows.join(' ')).toContain(euros(500).slice(1));
    // The owner's share waits in escrow until the rental's earnings would be credited (the rental
    // has not happened yet): no credit to the owner's available balance now.
    expect(await page.locator('tr[data-ledger-kind=credit][data-account=owner_available]').count()).toBe(0);
    ownerShare = expected.ownerEarnings;
    // The audit log on the page names the action.
    await page.getByText(en('admin-ui.audit.actions.dispute.resolve')).first().waitFor();
    await context.close();
  });

  it('processes one payout and fails the other from the queue', async () => {
    const { page, context } = await adminPage();
    await page.goto('/admin/payouts');
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: en('titles.admin-payouts') }).waitFor();
    // Oldest first: the first asked is listed before the second.
    const hrefs = await page
      .locator('table a[href^="/admin/payouts/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const [first, second] = payoutIds.map((id) => hrefs.indexOf(`/admin/payouts/${id}`));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(second).toBeGreaterThan(first!);
    expect(await page.locator('main').innerText()).toContain('FR•• •••• •••• 2606');

    await page.locator(`table a[href="/admin/payouts/${payoutIds[0]}"]`).click();
    await page.waitForURL(`**/admin/payouts/${payoutIds[0]}`);
    await waitForHydration(page);
    await page.getByText(en('admin-money.kyc.verified')).first().waitFor();
    await page.getByRole('button', { name: en('admin-money.payouts.process') }).click();
    await page.getByRole('button', { name: en('admin-money.payouts.process-confirm') }).click();
    await page.getByText(en('admin-money.payouts.processed')).first().waitFor();
    await page.locator('tr[data-ledger-kind=payout_paid]').first().waitFor();
    await page.getByText(en('admin-ui.audit.actions.payout.process')).first().waitFor();

    await page.goto(`/admin/payouts/${payoutIds[1]}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: en('admin-money.payouts.fail'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('The account is closed.');
    await dialog.getByRole('button', { name: en('admin-money.payouts.fail-confirm') }).click();
    await page.getByText(en('admin-money.payouts.failed')).first().waitFor();
    await page.locator('tr[data-ledger-kind=payout_failed]').first().waitFor();
    await page.getByText('The account is closed.').first().waitFor();

    // The queue no longer holds them.
    await page.goto('/admin/payouts');
    await waitForHydration(page);
    for (const id of payoutIds) expect(await page.locator(`table a[href="/admin/payouts/${id}"]`).count()).toBe(0);
    await context.close();
  });

  it("credits the owner's share of the dispute when the rental's earnings would have been", async () => {
    // The rental starts in 5 days for 2 days; the credit follows its end and the credit delay.
    await travel({ days: 30 });
    const { page, context } = await adminPage();
    await page.goto(`/admin/bookings/${bookingId}`);
    await waitForHydration(page);
    const credit = page.locator('tr[data-ledger-kind=credit][data-account=owner_available]');
    expect(await credit.innerText()).toContain(euros(ownerShare));
    await context.close();
  });

  it.skipIf(!process.env.SHOTS_DIR)(
    'screenshots: payouts queue, dispute detail, bookings list',
    async () => {
      const dir = process.env.SHOTS_DIR!;
      mkdirSync(dir, { recursive: true });
      // One more pending payout and an open dispute, so the pages have something to show.
      const more = await ownerWithCreditedBookings('admin-money-shots', 2);
      await more.ownerApi.call('PUT', '/me/banking', {
        holderName: 'Lou Bernard',
        iban: TEST_IBAN,
        bic: 'BNPAFRPP',
        currentPassword: more.owner.password,
      });
      await more.ownerApi.call('POST', '/me/banking/verify');
      await more.ownerApi.call('POST', '/me/payouts', { listingId: more.listingId, bookingIds: more.bookingIds });
      const b = await paidBookingByApi(more.ownerApi, more.renterApi, more.listingId, 4);
      const open = await more.renterApi.call<{ dispute: { id: string } }>('POST', `/bookings/${b}/disputes`, {
        reason: 'accessories_missing',
        explanation: 'The lock and the child seat were not there when I picked the bike up.',
      });
      const pages: [string, string, (p: Page) => Promise<void>][] = [
        ['payouts', '/admin/payouts', async () => {}],
        ['dispute', `/admin/disputes/${open.dispute.id}`, async (p) => p.getByTestId('refund-amount').fill('12.5')],
        ['bookings', '/admin/bookings', async () => {}],
      ];
      for (const locale of ['en', 'fr'] as const) {
        for (const colorScheme of ['light', 'dark'] as const) {
          for (const width of [390, 1280]) {
            const { page, context } = await adminPage({ width, colorScheme });
            for (const [name, path, prepare] of pages) {
              await page.goto(locale === 'fr' ? `/fr${path}` : path);
              await waitForHydration(page);
              await prepare(page);
              await page.waitForTimeout(300);
              await page.screenshot({ path: `${dir}/${name}-${locale}-${width}-${colorScheme}.png`, fullPage: true });
            }
            await context.close();
          }
        }
      }
    },
    600_000,
  );
});
