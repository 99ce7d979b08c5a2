import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEFAULT_BOOKING_TIMERS } from '@biclou/domain/booking-timers';
import { createVerifiedMember, logIn } from '../support/accounts';
import { confirmPhoneByApi } from '../support/bookings';
import { launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { apiAs, isoDaysFromNow, liveListing, waitForHydration } from '../support/listings';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const TRIP_URL = /\/dashboard\/trips\/[0-9a-f-]{36}$/;

describe('[renter] books and pays a bike', () => {
  let browser: Browser;
  let listingId: string;
  let owner: { email: string; password: string };
  let renter: { email: string; password: string };
  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await createVerifiedMember('owner-book');
    listingId = await liveListing(await apiAs(owner.email, owner.password), 'Riese', 'Nevo GT');
    renter = await createVerifiedMember('renter-book');
    await confirmPhoneByApi(await apiAs(renter.email, renter.password));
  });
  afterAll(() => browser.close());

  it('requests, gets accepted by the owner, is declined once, pays, sees the exact address, then cancels for 70 %', async () => {
    // The renter asks for three days, with a note, from the listing page's link.
    const r = await newPerson(browser);
    await logIn(r.page, renter.email, renter.password);
    const [start, end] = [isoDaysFromNow(12), isoDaysFromNow(14)];
    await r.page.goto(`/listing/${listingId}/request?start=${start}&end=${end}`);
    await waitForHydration(r.page);
    await r.page.getByRole('heading', { level: 1, name: en('bookings.request.title') }).waitFor();
    await r.page.getByTestId('request-summary').getByTestId('price-total').waitFor();
    await r.page.getByLabel(en('bookings.request.note')).fill('Hello! I would pick it up around 9.');
    await r.page.getByTestId('request-summary').getByRole('checkbox').check();
    await r.page.getByRole('button', { name: en('bookings.request.submit') }).click();
    await r.page.waitForURL(TRIP_URL);
    const tripUrl = new URL(r.page.url()).pathname;
    await r.page
      .getByText(en('bookings.request.sent', { count: DEFAULT_BOOKING_TIMERS.requestExpiryHours }))
      .first()
      .waitFor();
    await r.page.getByTestId('booking-detail').and(r.page.locator('[data-status=requested]')).waitFor();

    // The owner sees the request with its countdown and accepts it.
    const o = await newPerson(browser);
    await logIn(o.page, owner.email, owner.password);
    await o.page.goto('/dashboard/bookings');
    await waitForHydration(o.page);
    const row = o.page.getByTestId('group-waiting').getByTestId('booking-row');
    await row.getByTestId('deadline').waitFor();
    await row.getByRole('link').click();
    await o.page.getByTestId('booking-note').getByText('Hello! I would pick it up around 9.').waitFor();
    await o.page.getByRole('button', { name: en('bookings.actions.accept') }).click();
    await o.page.getByTestId('booking-detail').and(o.page.locator('[data-status=accepted]')).waitFor();

    // The renter pays: a declined card first (clear error, still payable), then the good one.
    await r.page.goto(tripUrl);
    await waitForHydration(r.page);
    await r.page.getByRole('link', { name: en('bookings.actions.pay') }).click();
    await r.page.getByTestId('test-payments-notice').waitFor();
    await r.page.getByLabel(en('bookings.pay.number')).fill('4000 0000 0000 0002');
    await r.page.getByLabel(en('bookings.pay.expiry')).fill('1230');
    await r.page.getByLabel(en('bookings.pay.cvc')).fill('123');
    const payButton = r.page.getByTestId('card-form').getByRole('button', { name: /^Pay / });
    await payButton.click();
    await r.page.getByText('Your card was declined. Please try another card.').waitFor();
    expect(await payButton.isEnabled()).toBe(true);
    if (process.env.SHOTS_DIR) await payPageShots(browser, renter, new URL(r.page.url()).pathname);
    await r.page.getByLabel(en('bookings.pay.number')).fill('4242 4242 4242 4242');
    await payButton.click();
    await r.page.waitForURL(TRIP_URL);
    await r.page.getByText(en('bookings.pay.paid')).first().waitFor();
    await r.page.getByTestId('booking-detail').and(r.page.locator('[data-status=paid]')).waitFor();
    expect(await r.page.getByTestId('exact-address').textContent()).toContain('3 rue de la Barre');

    // Canceling 12 days ahead under Zen: the dialog shows exactly 70 % of the 45 € rental, then refunds it.
    await r.page
      .getByTestId('booking-actions')
      .getByRole('button', { name: en('bookings.actions.cancel') })
      .click();
    const dialog = r.page.getByTestId('cancel-dialog');
    await dialog.getByText(en('bookings.cancel.refund', { amount: '€31.50' })).waitFor();
    await dialog.getByRole('button', { name: en('bookings.cancel.confirm') }).click();
    await r.page.getByTestId('booking-detail').and(r.page.locator('[data-status=canceled]')).waitFor();
    // The price box says it as a line, and what the trip cost in the end.
    const refund = r.page.getByTestId('price-breakdown').locator('[data-code="refund"]');
    expect([await refund.locator('dt').innerText(), await refund.locator('dd').innerText()]).toEqual([
      en('money-breakdown.renter.refund'),
      '−€31.50',
    ]);
    await r.context.close();
    await o.context.close();
  });

  it('confirms a payment when the bank asks for it', async () => {
    // Set up through the API: a request on other dates, accepted by the owner.
    const renterApi = await apiAs(renter.email, renter.password);
    const { booking } = await renterApi.call<{ booking: { id: string } }>('POST', '/bookings', {
      listingId,
      startDate: isoDaysFromNow(20),
      endDate: isoDaysFromNow(21),
      accessoryIds: [],
      depositAcknowledged: true,
    });
    await (await apiAs(owner.email, owner.password)).call('POST', `/bookings/${booking.id}/accept`, {});

    const r = await newPerson(browser, { width: 390 });
    await logIn(r.page, renter.email, renter.password);
    await r.page.goto(`/dashboard/trips/${booking.id}/pay`);
    await r.page.getByTestId('test-payments-notice').waitFor();
    await r.page.getByLabel(en('bookings.pay.number')).fill('4000002760003184');
    expect(await r.page.getByLabel(en('bookings.pay.number')).inputValue()).toBe('4000 0027 6000 3184');
    await r.page.getByLabel(en('bookings.pay.expiry')).fill('1230');
    await r.page.getByLabel(en('bookings.pay.cvc')).fill('123');
    await r.page.getByTestId('card-form').getByRole('button', { name: /^Pay / }).click();
    await r.page.getByTestId('payment-confirm-step').waitFor();
    await r.page.getByRole('button', { name: en('bookings.pay.confirm') }).click();
    await r.page.waitForURL(TRIP_URL);
    await r.page.getByTestId('booking-detail').and(r.page.locator('[data-status=paid]')).waitFor();
    await r.context.close();
  });
});

/** With SHOTS_DIR set: the sandbox pay page at phone and desktop widths, light and dark, for a person to look at. */
async function payPageShots(browser: Browser, renter: { email: string; password: string }, payPath: string) {
  for (const [width, colorScheme] of [
    [390, 'light'],
    [390, 'dark'],
    [1280, 'light'],
    [1280, 'dark'],
  ] as const) {
    const p = await newPerson(browser, { width, colorScheme });
    await logIn(p.page, renter.email, renter.password);
    await p.page.goto(payPath);
    await waitForHydration(p.page);
    await p.page.getByTestId('card-form').waitFor();
    await p.page.screenshot({ path: `${process.env.SHOTS_DIR}/pay-${width}-${colorScheme}.png`, fullPage: true });
    await p.context.close();
  }
}
