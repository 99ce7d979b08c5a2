import { existsSync, mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { logIn } from '../support/accounts';
import { launchBrowser, newPerson } from '../support/browser';
import { paidRental } from '../support/handover';
import { apiAs, EBIKE_FACTS, waitForHydration } from '../support/listings';
import { resetClock, travel } from '../support/time-travel';

/**
 * Screenshots of the pages the trust sweep's small fixes changed (`SHOTS_DIR=… npx vitest run
 * --config e2e/vitest.config.ts journeys/small-things-shots.e2e.ts`), 390 and 1280 px, light and
 * dark, en and fr: the owner's own request page and booking box, the inbox (newest conversation open
 * on a desktop), and an e-bike's check-in form.
 */
const SHOTS = process.env.SHOTS_DIR;
type Account = { email: string; password: string };

describe.skipIf(!SHOTS)('[screenshots] small things that looked broken', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS!, { recursive: true });
  });
  afterAll(async () => {
    await resetClock();
    await browser.close();
  });

  async function shoot(name: string, who: Account, path: string, ready: string, full = false) {
    for (const locale of ['en', 'fr'] as const)
      for (const colorScheme of ['light', 'dark'] as const)
        for (const width of [390, 1280]) {
          const file = `${SHOTS}/${name}-${locale}-${width}-${colorScheme}.png`;
          if (existsSync(file)) continue;
          const p = await newPerson(browser, { width, colorScheme, locale: locale === 'fr' ? 'fr-FR' : 'en-GB' });
          await p.page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          const prefix = locale === 'fr' ? '/fr' : '';
          await logIn(p.page, who.email, who.password, prefix);
          await p.page.goto(`${prefix}${path}`);
          await waitForHydration(p.page);
          // The desktop inbox moves on to its newest conversation after hydration: wait for it to settle.
          await p.page.waitForTimeout(1500);
          await p.page.getByTestId(ready).first().waitFor();
          await p.page.getByTestId(ready).first().scrollIntoViewIfNeeded();
          await p.page.waitForTimeout(400);
          await p.page.screenshot({ path: file, fullPage: full });
          await p.context.close();
        }
  }

  it('the owner on their own listing, the inbox, an e-bike check-in', async () => {
    const { owner, renter, bookingId } = await paidRental('small-shots');
    const ownerApi = await apiAs(owner.email, owner.password);
    const { items } = await ownerApi.call<{ items: { id: string; listing: { id: string } }[] }>(
      'GET',
      '/conversations',
    );
    const listingId = items[0]!.listing.id;
    const { listing } = await ownerApi.call<{
      listing: { categoryId: string; brand: string; model: string; size: { code: string } };
    }>('GET', `/listings/${listingId}`);
    const categories = await ownerApi.call<{ categories: { id: string; slug: string }[] }>('GET', '/categories');
    await ownerApi.call('PUT', `/listings/${listingId}/infos`, {
      categoryId: categories.categories.find((c) => c.slug === 'city')!.id,
      isElec: true,
      ...EBIKE_FACTS,
      brand: listing.brand,
      model: listing.model,
      sizeCode: listing.size.code,
    });
    const renterApi = await apiAs(renter.email, renter.password);
    await renterApi.call('POST', `/conversations/${items[0]!.id}/messages`, {
      body: 'See you on Saturday!',
      clientId: crypto.randomUUID(),
    });

    await shoot('own-request', owner, `/listing/${listingId}/request`, 'own-listing');
    await shoot('own-booking-box', owner, `/listing/${listingId}`, 'own-listing');
    await shoot('inbox', owner, '/messages', 'inbox-item');
    await travel({ days: 2 });
    await shoot('ebike-checkin', owner, `/dashboard/bookings/${bookingId}/handover/checkin`, 'electric');
  }, 1_200_000);
});
