import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createVerifiedMember, logIn } from '../support/accounts';
import { confirmPhoneByApi } from '../support/bookings';
import { launchBrowser, newPerson } from '../support/browser';
import { ownerWritesReport, paidRental, phonePerson, renterConfirmsReport } from '../support/handover';
import { apiAs, liveListing, waitForHydration } from '../support/listings';
import { paidBookingByApi } from '../support/payouts';
import { resetClock, travel } from '../support/time-travel';

/**
 * Screenshots of money as each party reads it (`SHOTS_DIR=… npx vitest run --config e2e/vitest.config.ts
 * journeys/money-shots.e2e.ts`): the price boxes after a captured deposit (owner, renter, admin, with
 * the audit row), the owner's balance history and payout form with the deposit, and a dispute decided
 * before the rental (its outcome block). 390 and 1280 px, en and fr, light and dark.
 */
const SHOTS = process.env.SHOTS_DIR;
const ADMIN = { email: 'admin@biclou.test', password: 'biclou-demo-2026' };

describe.skipIf(!SHOTS)('[screenshots] money as each party reads it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS!, { recursive: true });
  });
  afterAll(async () => {
    await resetClock();
    await browser.close();
  });

  async function shoot(name: string, who: { email: string; password: string }, path: string) {
    for (const width of [390, 1280])
      for (const locale of ['en', 'fr'] as const)
        for (const scheme of ['light', 'dark'] as const) {
          const opts = { colorScheme: scheme, locale: locale === 'fr' ? 'fr-FR' : 'en-GB' } as const;
          const p = width === 390 ? await phonePerson(browser, opts) : await newPerson(browser, { ...opts, width });
          const prefix = locale === 'fr' ? '/fr' : '';
          await logIn(p.page, who.email, who.password, prefix);
          await p.page.goto(`${prefix}${path}`);
          await waitForHydration(p.page);
          await p.page.screenshot({ path: `${SHOTS}/${name}-${width}-${locale}-${scheme}.png`, fullPage: true });
          await p.context.close();
        }
  }

  it('a captured deposit, then a dispute decided before the rental', async () => {
    const rental = await paidRental('shots-money');
    const { bookingId } = rental;
    const o = await phonePerson(browser);
    await logIn(o.page, rental.owner.email, rental.owner.password);
    const r = await phonePerson(browser);
    await logIn(r.page, rental.renter.email, rental.renter.password);
    await travel({ days: 2 });
    await ownerWritesReport(o.page, bookingId, 'checkin', { battery: 90, photos: 2 });
    await renterConfirmsReport(r.page, bookingId, 'checkin');
    await shoot('during-reports', rental.renter, `/dashboard/trips/${bookingId}/handover`);
    await travel({ days: 1 });
    await ownerWritesReport(o.page, bookingId, 'checkout', { battery: 35, items: { lights: 'missing' }, photos: 2 });
    const ownerApi = await apiAs(rental.owner.email, rental.owner.password);
    const renterApi = await apiAs(rental.renter.email, rental.renter.password);
    await ownerApi.call('POST', `/bookings/${bookingId}/deposit/claim`, {
      amountCents: 1250,
      description: 'The rear light is missing.',
    });
    await renterApi.call('POST', `/bookings/${bookingId}/deposit/claim/answer`, { answer: 'It was loose at pickup.' });
    await shoot('claim-open-renter', rental.renter, `/dashboard/trips/${bookingId}`);
    const admin = await apiAs(ADMIN.email, ADMIN.password);
    await admin.call('POST', `/admin/bookings/${bookingId}/deposit/decision`, { capturedCents: 1250, note: null });
    await shoot('captured-owner', rental.owner, `/dashboard/bookings/${bookingId}`);
    await shoot('captured-renter', rental.renter, `/dashboard/trips/${bookingId}`);
    // Ready for payouts, so the form shows the captured deposit as payable before the rental's credit.
    await confirmPhoneByApi(ownerApi);
    await ownerApi.call('PUT', '/me/banking', {
      holderName: 'Hugo Perrin',
      iban: 'FR14 2004 1010 0505 0001 3M02 606',
      bic: 'BNPAFRPP',
      currentPassword: rental.owner.password,
    });
    await ownerApi.call('POST', '/me/banking/verify');
    await shoot('captured-payouts', rental.owner, '/dashboard/payouts');
    await shoot('captured-admin', ADMIN, `/admin/bookings/${bookingId}`);
    await o.context.close();
    await r.context.close();

    // A dispute decided before the rental: 11,00 € back, the rest with the rental's earnings.
    const owner = await createVerifiedMember('shots-dispute-owner');
    const ownerApi2 = await apiAs(owner.email, owner.password);
    const listingId = await liveListing(ownerApi2, 'Riese', 'Culture');
    const renter = await createVerifiedMember('shots-dispute-renter');
    const renterApi2 = await apiAs(renter.email, renter.password);
    await confirmPhoneByApi(renterApi2);
    const disputed = await paidBookingByApi(ownerApi2, renterApi2, listingId, 10);
    await renterApi2.call('POST', `/bookings/${disputed}/disputes`, {
      reason: 'bike_not_as_described',
      explanation: 'The photos show another bike.',
    });
    await admin.call('POST', `/admin/bookings/${disputed}/resolve-dispute`, {
      refundCents: 1100,
      note: 'Partial refund: the size differs from the listing.',
    });
    await shoot('resolved-owner', owner, `/dashboard/bookings/${disputed}`);
    await shoot('resolved-renter', renter, `/dashboard/trips/${disputed}`);
  }, 900_000);
});
