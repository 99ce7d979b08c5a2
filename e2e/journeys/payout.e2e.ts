import { mkdirSync } from 'node:fs';
import { PAYOUT_TRANSFER_MAX_DAYS } from '@biclou/domain/content-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { logIn } from '../support/accounts';
import { launchBrowser, newPerson, readOutbox } from '../support/browser';
import { text } from '../support/catalogue';
import { apiAs, waitForHydration } from '../support/listings';
import { adminPayoutAction, ownerWithCreditedBookings } from '../support/payouts';
import { resetClock } from '../support/time-travel';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const ADMIN = { email: 'admin@biclou.test', password: 'biclou-demo-2026' };
/** The sandbox's published test IBAN that is verified at once (packages/domain/src/iban.ts). */
const TEST_IBAN = 'FR14 2004 1010 0505 0001 3M02 606';

describe('[owner] gets paid: bank details, verification, payout request, processed by the admin', () => {
  let browser: Browser;
  let world: Awaited<ReturnType<typeof ownerWithCreditedBookings>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    world = await ownerWithCreditedBookings('payout', 2);
  });
  afterAll(async () => {
    await resetClock();
    await browser.close();
  });

  it('fills in the bank details, asks for a payout of two bookings, and sees it processed', async () => {
    const { page } = await newPerson(browser);
    await logIn(page, world.owner.email, world.owner.password);

    // Before any bank details, the payouts page lists what is missing.
    await page.goto('/dashboard/payouts');
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: en('titles.dashboard-payouts') }).waitFor();
    const available = await page.getByTestId('balance-available').textContent();
    expect(available).not.toMatch(/^€?0(\.00)?\s?€?$/);
    await page.getByTestId('payout-steps').getByText(en('payouts.steps.banking')).waitFor();

    // Bank details on /account: a typo in the IBAN is caught, then saved, masked and verified.
    await page.goto('/account#banking');
    await waitForHydration(page);
    const form = page.getByTestId('banking-form');
    await form.getByLabel(en('payouts.banking.holder')).fill('Camille Martin');
    await form.getByLabel(en('payouts.banking.iban')).fill('FR14 2004 1010 0505 0001 3M02 607');
    await form.getByLabel(en('payouts.banking.bic')).fill('bnpafrpp');
    await form.getByRole('button', { name: en('payouts.banking.save') }).click();
    await form.getByText('This IBAN is not valid: check it for a typing mistake.').waitFor();
    await form.getByLabel(en('payouts.banking.iban')).fill(TEST_IBAN);
    // A sensitive change: the password again; a wrong one saves nothing.
    await form.getByLabel(en('fields.current-password')).fill('not-the-password');
    await form.getByRole('button', { name: en('payouts.banking.save') }).click();
    await form.getByText('The current password is incorrect.').waitFor();
    await form.getByLabel(en('fields.current-password')).fill(world.owner.password);
    await form.getByRole('button', { name: en('payouts.banking.save') }).click();
    const summary = page.getByTestId('banking-summary');
    await summary.getByTestId('iban-masked').getByText('FR•• •••• •••• 2606').waitFor();
    expect(await page.locator('#banking').textContent()).not.toContain('20041010');
    await page.getByTestId('kyc-status').and(page.locator('[data-status=unverified]')).waitFor();
    await page.getByRole('button', { name: en('payouts.banking.verify') }).click();
    await page.getByTestId('kyc-status').and(page.locator('[data-status=verified]')).waitFor();

    // The payout: both credited bookings ticked, the total follows, a comment, sent.
    await page.goto('/dashboard/payouts');
    await waitForHydration(page);
    const request = page.getByTestId('payout-request');
    const rows = request.getByTestId('payable-booking');
    await expect.poll(() => rows.count()).toBe(2);
    const total = request.getByTestId('payout-total');
    const zero = await total.textContent();
    await rows.nth(0).getByRole('checkbox').check();
    const one = await total.textContent();
    expect(one).not.toBe(zero);
    await rows.nth(1).getByRole('checkbox').check();
    const both = (await total.textContent())!;
    expect(both).not.toBe(one);
    expect(both).toBe(available);
    await request.getByLabel(en('payouts.request.comment')).fill('Summer rentals');
    await request.getByRole('button', { name: en('payouts.request.submit') }).click();
    const row = page.getByTestId('payout-row').first();
    await row.and(page.locator('[data-status=pending]')).waitFor();
    await row.getByText(both).waitFor();
    await page.getByTestId('payout-nothing').waitFor();
    await expect.poll(async () => page.getByTestId('balance-in-transit').textContent()).toBe(both);
    const payoutId = (await row.getAttribute('data-payout-id'))!;

    // The admin processes it through the admin action; the owner sees it processed and gets an email.
    const admin = await apiAs(ADMIN.email, ADMIN.password);
    const done = await adminPayoutAction(admin, payoutId, 'process');
    expect(done.payout.status).toBe('processed');
    await page.reload();
    await waitForHydration(page);
    const processed = page.getByTestId('payout-row').first();
    await processed.and(page.locator('[data-status=processed]')).waitFor();
    await processed.getByTestId('payout-status').getByText(en('payouts.status.processed')).waitFor();
    // The balance history names the payout; its link opens that payout's row in the list.
    const link = page.getByTestId('balance-history').getByTestId('history-payout-link').first();
    await link.waitFor();
    const ref = (await link.textContent())!.trim();
    expect(await processed.textContent()).toContain(ref);
    await link.click();
    await expect.poll(() => processed.locator('details').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(page.url()).toContain(`#payout-${payoutId}`);
    await processed.getByText(en('payouts.list.processed-help', { count: PAYOUT_TRANSFER_MAX_DAYS })).waitFor();
    await processed.getByText('Summer rentals').waitFor();
    await expect.poll(async () => page.getByTestId('balance-in-transit').textContent()).toBe(zero);
    const mails = await readOutbox(world.owner.email);
    expect(mails.some((m) => m.subject === `Your payout of ${both} is on its way`)).toBe(true);
  });

  it.skipIf(!process.env.SHOTS_DIR)('screenshots of the payouts page and the banking section', async () => {
    const dir = process.env.SHOTS_DIR!;
    mkdirSync(dir, { recursive: true });
    const admin = await apiAs(ADMIN.email, ADMIN.password);
    // A second owner with a pending payout, a failed one and one more booking to pay out.
    const second = await ownerWithCreditedBookings('payout-shots', 4);
    await second.ownerApi.call('PUT', '/me/banking', {
      holderName: 'Camille Martin',
      iban: TEST_IBAN,
      bic: 'BNPAFRPP',
      currentPassword: second.owner.password,
    });
    await second.ownerApi.call('POST', '/me/banking/verify');
    const ask = async (ids: string[], comment?: string) =>
      (
        await second.ownerApi.call<{ payout: { id: string } }>('POST', '/me/payouts', {
          listingId: second.listingId,
          bookingIds: ids,
          comment,
        })
      ).payout.id;
    await adminPayoutAction(admin, await ask([second.bookingIds[0]!]), 'process');
    await adminPayoutAction(
      admin,
      await ask([second.bookingIds[1]!]),
      'fail',
      'The bank returned the transfer: the account is closed.',
    );
    await ask([second.bookingIds[2]!], 'Before the holidays');
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [390, 1280]) {
        const { page, context } = await newPerson(browser, { width, colorScheme });
        await logIn(page, second.owner.email, second.owner.password);
        const shoot = async (path: string, name: string, prepare?: (p: Page) => Promise<void>) => {
          await page.goto(path);
          await waitForHydration(page);
          await prepare?.(page);
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.waitForTimeout(300);
          await page.screenshot({ path: `${dir}/${name}-${width}-${colorScheme}.png`, fullPage: true });
        };
        await shoot('/dashboard/payouts', 'payouts', async (p) => {
          await p.getByTestId('payable-booking').first().getByRole('checkbox').check();
          await p.getByTestId('payout-row').nth(1).locator('summary').click();
        });
        await shoot('/account#banking', 'banking', async (p) => {
          await p.getByTestId('banking-summary').waitFor();
          await p.locator('#banking').scrollIntoViewIfNeeded();
        });
        await context.close();
      }
    }
    // In French, at both widths, to see the longer sentences.
    for (const width of [390, 1280]) {
      const { page, context } = await newPerson(browser, { width, locale: 'fr-FR' });
      await logIn(page, second.owner.email, second.owner.password, '/fr');
      for (const [path, name] of [
        ['/fr/dashboard/payouts', 'payouts'],
        ['/fr/account#banking', 'banking'],
      ] as const) {
        await page.goto(path);
        await waitForHydration(page);
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${dir}/${name}-fr-${width}-light.png`, fullPage: true });
      }
      await context.close();
    }
    // An owner at the start: nothing done yet.
    const fresh = await ownerWithCreditedBookings('payout-new', 1, { completeProfile: false });
    const { page, context } = await newPerson(browser, { width: 390 });
    await logIn(page, fresh.owner.email, fresh.owner.password);
    await page.goto('/dashboard/payouts');
    await waitForHydration(page);
    await page.screenshot({ path: `${dir}/payouts-new-390-light.png`, fullPage: true });
    await page.goto('/account#banking');
    await waitForHydration(page);
    await page.getByTestId('banking-form').waitFor();
    await page.screenshot({ path: `${dir}/banking-new-390-light.png`, fullPage: true });
    await context.close();
  });
});
