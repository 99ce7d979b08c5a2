import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { logIn } from '../support/accounts';
import { launchBrowser, readOutbox } from '../support/browser';
import { text } from '../support/catalogue';
import { ownerWritesReport, paidRental, phonePerson, renterConfirmsReport } from '../support/handover';
import { waitForHydration } from '../support/listings';
import { resetClock, travel } from '../support/time-travel';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);

describe('[owner and renter on phones] check-in at pickup, check-out at return, the comparison', () => {
  let browser: Browser;
  let owner: { email: string; password: string };
  let renter: { email: string; password: string };
  let bookingId: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ owner, renter, bookingId } = await paidRental('handover'));
  });
  afterAll(async () => {
    await resetClock();
    await browser.close();
  });

  it('check-in with photos and checklist → renter confirms → check-out with a lower battery and a missing light → both see the comparison', async () => {
    const o = await phonePerson(browser);
    await logIn(o.page, owner.email, owner.password);
    const r = await phonePerson(browser);
    await logIn(r.page, renter.email, renter.password);

    // The day before: no "Start check-in" yet.
    await o.page.goto(`/dashboard/bookings/${bookingId}`);
    await waitForHydration(o.page);
    await o.page.getByTestId('handover-panel').waitFor();
    expect(await o.page.getByTestId('start-checkin').count()).toBe(0);

    // During the rental (two days later, whatever the hour in Paris): the owner starts the check-in, the renter beside them.
    await travel({ days: 2 });
    await ownerWritesReport(o.page, bookingId, 'checkin', {
      battery: 90,
      odometer: 1520,
      notes: 'Small scratch on the left crank.',
      photos: 3,
    });
    const checkin = o.page.getByTestId('section-checkin');
    expect(await checkin.getByTestId('handover-photos').locator('img').count()).toBe(3);
    expect(await checkin.getByTestId('battery').textContent()).toContain('90');

    // The renter is told by email and confirms on their own phone.
    const mails = await readOutbox(renter.email);
    expect(mails.some((m) => /check-in report is ready/.test(m.subject ?? ''))).toBe(true);
    await renterConfirmsReport(r.page, bookingId, 'checkin');

    // Return, a day later: battery lower, a light missing.
    await travel({ days: 1 });
    await ownerWritesReport(o.page, bookingId, 'checkout', {
      battery: 35,
      items: { lights: 'missing' },
      photos: 2,
    });
    const comparison = o.page.getByTestId('handover-comparison');
    await comparison.waitFor();
    expect(await comparison.getByTestId('compare-missing').textContent()).toContain(en('handover.items.lights'));
    expect(await comparison.getByTestId('compare-battery').textContent()).toContain(
      en('handover.compare.battery-values', { from: 90, to: 35, count: 55 }),
    );

    // The renter sees the same comparison on the trip page, and both reports in the timeline of the booking page.
    await r.page.goto(`/dashboard/trips/${bookingId}`);
    await waitForHydration(r.page);
    const panel = r.page.getByTestId('handover-panel');
    await panel.getByTestId('handover-comparison').getByTestId('compare-missing').waitFor();
    expect(await panel.getByTestId('panel-checkin').textContent()).toContain(en('handover.status.confirmed'));
    expect(await panel.getByTestId('panel-checkout').textContent()).toContain(en('handover.status.submitted'));

    // The printable report and its PDF are there for both.
    await r.page.getByTestId('review-report').click();
    await r.page.getByTestId('download-pdf').waitFor();
    const pdf = await r.page.request.get(`/api/v1/bookings/${bookingId}/handover/report.pdf?lang=en`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
  });
});
