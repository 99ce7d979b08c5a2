import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createVerifiedMember, logIn } from '../support/accounts';
import { confirmPhoneByApi } from '../support/bookings';
import { launchBrowser, newPerson, readOutbox } from '../support/browser';
import { expectBreakdownAddsUp } from '../support/breakdown';
import { text } from '../support/catalogue';
import { apiAs, liveListing, waitForHydration } from '../support/listings';
import { paidBookingByApi } from '../support/payouts';

type Api = Awaited<ReturnType<typeof apiAs>>;
const fr = (key: string, vars?: Record<string, string | number>) => text('fr', key, vars);
/** Where a journey may leave its screenshots (E2E_SHOTS=/tmp/x); none by default. */
const SHOTS = process.env.E2E_SHOTS;

/** The page's visible text: no snake_case code may be in it. */
const visibleText = (page: Page) => page.locator('main').innerText();

describe('[owner] the booking page shows what the ledger credits, and every code as words', () => {
  let browser: Browser;
  let ownerApi: Api;
  let renterApi: Api;
  let listingId: string;
  let owner: { email: string; password: string };
  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await createVerifiedMember('owner-earnings');
    ownerApi = await apiAs(owner.email, owner.password);
    listingId = await liveListing(ownerApi, 'Riese', 'Culture');
    // 10,00 € a day, Zen: a 2-day rental is 20,00 € + 2,00 € fee, 17,00 € for the owner.
    await ownerApi.call('PUT', `/listings/${listingId}/price`, {
      pricePerDayCents: 1000,
      depositCents: 20000,
      minBookingDays: 1,
      noticeDays: 0,
      discount7Days: 10,
      discount30Days: 20,
      cancelationOption: 'short_notice',
    });
    const renter = await createVerifiedMember('renter-earnings');
    renterApi = await apiAs(renter.email, renter.password);
    await confirmPhoneByApi(renterApi);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('after a Zen cancellation refunding 14,00 €, the owner sees 5,10 €; a dispute shows its reason in French', async () => {
    const canceled = await paidBookingByApi(ownerApi, renterApi, listingId, 10);
    await renterApi.call('POST', `/bookings/${canceled}/cancel`, {});
    const disputed = await paidBookingByApi(ownerApi, renterApi, listingId, 14);
    await renterApi.call('POST', `/bookings/${disputed}/disputes`, {
      reason: 'bike_not_as_described',
      explanation: 'It was a different, smaller bike.',
    });

    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [390, 1280]) {
        const o = await newPerson(browser, { width, colorScheme, locale: 'fr-FR' });
        await logIn(o.page, owner.email, owner.password, '/fr');
        await o.page.goto(`/fr/dashboard/bookings/${canceled}`);
        await waitForHydration(o.page);
        expect(await o.page.getByTestId('owner-earnings').innerText()).toBe('5,10\u00a0€');
        // The owner's box sums line by line: 22,00 € paid − 2,00 € service fee (Biclou's) − 14,00 € refunded
        // (70 % of the subtotal) − 0,90 € commission on the 6,00 € kept = 5,10 €.
        expect(await expectBreakdownAddsUp(o.page.getByTestId('price-breakdown'))).toMatchObject({
          total: 2200,
          'service-fee-platform': -200,
          refund: -1400,
          commission: -90,
          earnings: 510,
        });
        if (SHOTS) await o.page.screenshot({ path: `${SHOTS}/canceled-${width}-${colorScheme}.png`, fullPage: true });

        await o.page.goto(`/fr/dashboard/bookings/${disputed}`);
        await waitForHydration(o.page);
        await o.page
          .getByTestId('booking-history')
          .getByText(fr('bookings.detail.reason', { reason: fr('bookings.history-reasons.bike_not_as_described') }))
          .waitFor();
        expect(await visibleText(o.page)).not.toMatch(/[a-z]+_[a-z_]+/);
        expect(await o.page.getByTestId('owner-earnings').innerText()).toBe('17,00\u00a0€');
        expect(await o.page.getByTestId('earnings-held').innerText()).toBe(fr('bookings.detail.earnings-held'));
        expect(await expectBreakdownAddsUp(o.page.getByTestId('price-breakdown'))).toMatchObject({
          total: 2200,
          'service-fee-platform': -200,
          commission: -300,
          'earnings-held': 1700,
        });
        if (SHOTS) await o.page.screenshot({ path: `${SHOTS}/disputed-${width}-${colorScheme}.png`, fullPage: true });
        // The list says the same: the canceled booking's row earns 5,10 €.
        await o.page.goto('/fr/dashboard/bookings');
        await waitForHydration(o.page);
        await o.page
          .getByTestId('row-earnings')
          .filter({ hasText: fr('bookings.list.earnings', { amount: '5,10\u00a0€' }) })
          .waitFor();
        await o.context.close();
      }
    }

    // The owner was told of both, with what they keep and the dispute's reason as words.
    const mails = await readOutbox(owner.email);
    expect(mails.find((m) => m.subject === 'The booking of Riese Culture was canceled')?.text).toContain(
      'You keep €5.10',
    );
    expect(mails.find((m) => m.subject === 'The renter of Riese Culture reported a problem')?.text).toContain(
      'reported a problem: The bike was not as described.',
    );
  });
});
