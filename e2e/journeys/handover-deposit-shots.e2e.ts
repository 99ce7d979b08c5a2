import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { ownerWritesReport, paidRental, phonePerson, renterConfirmsReport } from '../support/handover';
import { bikePhoto, waitForHydration } from '../support/listings';
import { resetClock, travel } from '../support/time-travel';

/**
 * Screenshots of handover reports and the deposit (`SHOTS_DIR=… npx vitest run --config e2e/vitest.config.ts
 * journeys/handover-deposit-shots.e2e.ts`): on a phone (390×844), in English and French, light and
 * dark — the check-in form filled in, the reports page with the comparison, the owner's claim form,
 * the renter's view of a filed claim, a declined hold with the owner's "refuse the handover", and the
 * admins' open claims. Each page is also checked for sideways overflow.
 */
const SHOTS = process.env.SHOTS_DIR;
const LOCALES = ['en', 'fr'] as const;
const SCHEMES = ['light', 'dark'] as const;
const ADMIN = { email: 'admin@biclou.test', password: 'biclou-demo-2026' };
type Account = { email: string; password: string };

function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    return `scrollWidth ${document.documentElement.scrollWidth}`;
  });
}

describe.skipIf(!SHOTS)('[screenshots] handover and deposit on a phone, en and fr, light and dark', () => {
  let browser: Browser;
  const problems: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS!, { recursive: true });
  });
  afterAll(async () => {
    await resetClock();
    await browser.close();
  });

  /**
   * Each locale and scheme: a phone logged in as `who`, on `path` (prefixed for fr), then `act`; a shot
   * of the screen with `focus` (a test id) at its top, and one of the whole page.
   */
  async function shoot(
    name: string,
    who: Account,
    path: string,
    focus: string,
    act?: (page: Page, first: boolean) => Promise<void>,
  ) {
    let first = true;
    for (const locale of LOCALES)
      for (const scheme of SCHEMES) {
        const p = await phonePerson(browser, { colorScheme: scheme, locale: locale === 'fr' ? 'fr-FR' : 'en-GB' });
        const prefix = locale === 'fr' ? '/fr' : '';
        await logIn(p.page, who.email, who.password, prefix);
        await p.page.goto(`${prefix}${path}`);
        await waitForHydration(p.page);
        if (act) await act(p.page, first);
        first = false;
        await p.page.waitForTimeout(300);
        const wide = await overflow(p.page);
        if (wide) problems.push(`${name} ${locale} ${scheme}: ${wide}`);
        await p.page.screenshot({ path: `${SHOTS}/${name}-${locale}-${scheme}-full.png`, fullPage: true });
        await p.page
          .getByTestId(focus)
          .first()
          .evaluate((el) => {
            window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72);
          });
        await p.page.waitForTimeout(200);
        await p.page.screenshot({ path: `${SHOTS}/${name}-${locale}-${scheme}.png` });
        await p.context.close();
      }
  }

  it('check-in, comparison, claim, declined hold, admin claims', async () => {
    const a = await paidRental('shots16-a');
    const b = await paidRental('shots16-b');
    const d = await paidRental('shots16-d', '4000000000000341');
    await travel({ days: 2 });

    // B: check-in written and confirmed on the first day.
    const o = await phonePerson(browser);
    await logIn(o.page, b.owner.email, b.owner.password);
    const r = await phonePerson(browser);
    await logIn(r.page, b.renter.email, b.renter.password);
    await ownerWritesReport(o.page, b.bookingId, 'checkin', {
      battery: 90,
      photos: 3,
      notes: 'Small scratch on the fork.',
    });
    await renterConfirmsReport(r.page, b.bookingId, 'checkin');

    // A: the check-in form, filled in (not sent).
    await shoot(
      'checkin-form',
      a.owner,
      `/dashboard/bookings/${a.bookingId}/handover/checkin`,
      'checklist',
      async (page, first) => {
        const form = page.getByTestId('handover-form-checkin');
        await form.waitFor();
        await form.getByTestId('check-lights').locator('label').nth(1).click();
        const electric = form.getByTestId('electric');
        if (!(await electric.isChecked())) await electric.check();
        await form.getByTestId('battery-input').fill('85');
        // The draft's photos stay on the server: uploaded once.
        if (first) {
          const files = await Promise.all([1, 2, 3].map((i) => bikePhoto(`checkin ${i}`, 40 * i)));
          await form.getByTestId('photo-input').setInputFiles(files);
        }
        await form.getByTestId('handover-photos').locator('li').nth(2).waitFor();
      },
    );

    // D: the hold was declined the day before; both see it, the owner may refuse the handover.
    await shoot('declined-owner', d.owner, `/dashboard/bookings/${d.bookingId}`, 'deposit-panel', async (page) => {
      await page.getByTestId('refuse-handover').click();
      await page.getByTestId('refuse-confirm').waitFor();
    });
    await shoot('declined-renter', d.renter, `/dashboard/trips/${d.bookingId}`, 'deposit-panel');

    // B: check-out on the last day, battery lower and a light missing → the comparison.
    await travel({ days: 1 });
    await ownerWritesReport(o.page, b.bookingId, 'checkout', { battery: 35, items: { lights: 'missing' }, photos: 2 });
    await shoot('comparison', b.renter, `/dashboard/trips/${b.bookingId}/handover`, 'handover-report');
    await shoot('claim-form', b.owner, `/dashboard/bookings/${b.bookingId}`, 'deposit-panel', async (page) => {
      const form = page.getByTestId('claim-form');
      await form.waitFor();
      await form.locator('input[inputmode=decimal]').fill('40');
      await form.locator('textarea').first().fill('The rear light is missing.');
    });
    // The owner files it; the renter's side, and the admins' list.
    await o.page.goto(`/dashboard/bookings/${b.bookingId}`);
    await waitForHydration(o.page);
    const form = o.page.getByTestId('claim-form');
    await form.locator('input[inputmode=decimal]').fill('40');
    await form.locator('textarea').first().fill('The rear light is missing.');
    await form.locator('button[type=submit]').click();
    await o.page.getByTestId('deposit-claim').waitFor();
    await shoot('claim-renter', b.renter, `/dashboard/trips/${b.bookingId}`, 'deposit-panel');
    await shoot('admin-claims', ADMIN, '/admin/disputes', 'open-claims');
    expect(problems).toEqual([]);
  }, 1_500_000);
});
