import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { logIn } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { text } from '../support/catalogue';
import { ownerWritesReport, paidRental, phonePerson, renterConfirmsReport } from '../support/handover';
import { waitForHydration } from '../support/listings';
import { resetClock, travel } from '../support/time-travel';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);

describe('[renter on a phone] no claim: the hold is released 48 h after the check-out', () => {
  let browser: Browser;
  let owner: { email: string; password: string };
  let renter: { email: string; password: string };
  let bookingId: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ owner, renter, bookingId } = await paidRental('release'));
  });
  afterAll(async () => {
    await resetClock();
    await browser.close();
  });

  it('the job releases the hold two days after the check-out', async () => {
    const o = await phonePerson(browser);
    await logIn(o.page, owner.email, owner.password);
    const r = await phonePerson(browser);
    await logIn(r.page, renter.email, renter.password);
    await travel({ days: 2 });
    await ownerWritesReport(o.page, bookingId, 'checkin', { photos: 2 });
    await renterConfirmsReport(r.page, bookingId, 'checkin');
    await travel({ days: 1 });
    await ownerWritesReport(o.page, bookingId, 'checkout', { photos: 2 });

    await r.page.goto(`/dashboard/trips/${bookingId}`);
    await waitForHydration(r.page);
    expect(await r.page.getByTestId('deposit-status').textContent()).toBe(en('deposits.state.held.label'));

    const report = await travel({ hours: 49 });
    expect(report.holdsReleased).toBeGreaterThanOrEqual(1);
    await r.page.reload();
    await waitForHydration(r.page);
    expect(await r.page.getByTestId('deposit-status').textContent()).toBe(en('deposits.state.released.label'));
    // After the release the dates card no longer says the deposit is held: both lines say released.
    const sentences = r.page.locator('[data-testid="deposit-sentence"]');
    expect(await sentences.count()).toBe(2);
    for (const sentence of await sentences.all()) expect(await sentence.getAttribute('data-state')).toBe('released');
  });
});
