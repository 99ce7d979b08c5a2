import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { logIn } from '../support/accounts';
import { launchBrowser, newPerson } from '../support/browser';
import { ownerWritesReport, paidRental, phonePerson, renterConfirmsReport } from '../support/handover';
import { apiAs, waitForHydration } from '../support/listings';
import { resetClock, travel } from '../support/time-travel';

/**
 * Screenshots of the admin's claim pages (`SHOTS_DIR=… npx vitest run --config e2e/vitest.config.ts
 * journeys/claim-evidence-shots.e2e.ts`): the booking with the evidence card, the claim's photos and
 * the capture's confirmation; then the audit log in words after the decision. 390 and 1280 px, en
 * and fr, light and dark.
 */
const SHOTS = process.env.SHOTS_DIR;
const ADMIN = { email: 'admin@biclou.test', password: 'biclou-demo-2026' };

describe.skipIf(!SHOTS)('[screenshots] the admin decides a claim with the evidence, and reads the audit', () => {
  let browser: Browser;
  let bookingId: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS!, { recursive: true });
  });
  afterAll(async () => {
    await resetClock();
    await browser.close();
  });

  async function shoot(name: string, path: string, act?: (page: Page) => Promise<void>) {
    for (const width of [390, 1280])
      for (const locale of ['en', 'fr'] as const)
        for (const scheme of ['light', 'dark'] as const) {
          const opts = { colorScheme: scheme, locale: locale === 'fr' ? 'fr-FR' : 'en-GB' } as const;
          const p = width === 390 ? await phonePerson(browser, opts) : await newPerson(browser, { ...opts, width });
          if (width !== 390) await p.page.setViewportSize({ width, height: 900 });
          const prefix = locale === 'fr' ? '/fr' : '';
          await logIn(p.page, ADMIN.email, ADMIN.password, prefix);
          await p.page.goto(`${prefix}${path}`);
          await waitForHydration(p.page);
          if (act) await act(p.page);
          await p.page.waitForTimeout(300);
          await p.page.screenshot({ path: `${SHOTS}/${name}-${width}-${locale}-${scheme}.png`, fullPage: !act });
          await p.context.close();
        }
  }

  it('evidence, confirmation, audit', async () => {
    const rental = await paidRental('shots-claim');
    bookingId = rental.bookingId;
    const o = await phonePerson(browser);
    await logIn(o.page, rental.owner.email, rental.owner.password);
    const r = await phonePerson(browser);
    await logIn(r.page, rental.renter.email, rental.renter.password);
    await travel({ days: 2 });
    await ownerWritesReport(o.page, bookingId, 'checkin', { battery: 90, photos: 2 });
    await renterConfirmsReport(r.page, bookingId, 'checkin');
    await travel({ days: 1 });
    await ownerWritesReport(o.page, bookingId, 'checkout', { battery: 35, items: { lights: 'missing' }, photos: 2 });
    const owner = await apiAs(rental.owner.email, rental.owner.password);
    const deposit = await owner.call<{ checkoutPhotoIds: string[] }>('GET', `/bookings/${bookingId}/deposit`);
    await owner.call('POST', `/bookings/${bookingId}/deposit/claim`, {
      amountCents: 4000,
      description: 'The rear light is missing.',
      photoIds: deposit.checkoutPhotoIds,
    });
    const renter = await apiAs(rental.renter.email, rental.renter.password);
    await renter.call('POST', `/bookings/${bookingId}/handover/checkout/answer`, {
      answer: 'contest',
      comment: 'The light was already loose when I took the bike.',
    });

    await shoot('admin-booking-evidence', `/admin/bookings/${bookingId}`);
    await shoot('admin-capture-confirm', `/admin/bookings/${bookingId}`, async (page) => {
      await page.getByTestId('claim-decide-form').getByRole('button').last().click();
      await page.getByTestId('decide-confirm').waitFor();
    });
    await shoot('admin-booking-handover', `/admin/bookings/${bookingId}/handover`);

    const admin = await apiAs(ADMIN.email, ADMIN.password);
    await admin.call('POST', `/admin/bookings/${bookingId}/deposit/decision`, {
      capturedCents: 4000,
      note: 'The check-out photos show the light missing.',
    });
    await shoot('admin-audit-words', `/admin/bookings/${bookingId}`, async (page) => {
      await page.getByTestId('audit-changes').first().scrollIntoViewIfNeeded();
    });
    await shoot('admin-audit-page', '/admin/audit');
  }, 600_000);
});
