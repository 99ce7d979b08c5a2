import { existsSync, mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createVerifiedMember } from '../support/accounts';
import { launchBrowser, newPerson } from '../support/browser';
import { apiAs, liveListing, waitForHydration } from '../support/listings';

/**
 * Screenshots of a listing's page once it is no longer available (`SHOTS_DIR=… npx vitest run
 * --config e2e/vitest.config.ts journeys/listing-unavailable-shots.e2e.ts`), 390 and 1280 px,
 * light and dark, en and fr: a suspended listing (404) as a visitor sees it, and a deleted one (410).
 */
const SHOTS = process.env.SHOTS_DIR;
const ADMIN = { email: 'admin@biclou.test', password: 'biclou-demo-2026' };

describe.skipIf(!SHOTS)('[screenshots] a listing no longer available', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS!, { recursive: true });
  });
  afterAll(async () => {
    await browser.close();
  });

  async function shoot(name: string, path: string, widths = [390, 1280]) {
    for (const locale of ['en', 'fr'] as const)
      for (const colorScheme of ['light', 'dark'] as const)
        for (const width of widths) {
          const file = `${SHOTS}/${name}-${locale}-${width}-${colorScheme}.png`;
          if (existsSync(file)) continue;
          const p = await newPerson(browser, { width, colorScheme, locale: locale === 'fr' ? 'fr-FR' : 'en-GB' });
          await p.page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await p.page.goto(`${locale === 'fr' ? '/fr' : ''}${path}`);
          await waitForHydration(p.page);
          await p.page.getByTestId('listing-unavailable').waitFor();
          // The cards' photos load lazily: bring them in before the shot.
          await p.page.getByTestId('similar-listings').scrollIntoViewIfNeeded();
          await p.page.waitForTimeout(800);
          await p.page.evaluate(() => window.scrollTo(0, 0));
          await p.page.waitForTimeout(300);
          await p.page.screenshot({ path: file, fullPage: true });
          await p.context.close();
        }
  }

  it('a suspended listing and a deleted one, as a visitor sees them', async () => {
    const owner = await createVerifiedMember('gone-shots');
    const ownerApi = await apiAs(owner.email, owner.password);
    const suspended = await liveListing(ownerApi, 'Gitane', 'Suspended');
    const deleted = await liveListing(ownerApi, 'Motobécane', 'Deleted');
    await liveListing(ownerApi, 'Peugeot', 'Nearby');
    const admin = await apiAs(ADMIN.email, ADMIN.password);
    await admin.call('POST', `/admin/listings/${suspended}/suspend`, { reason: 'Photos from a shop website.' });
    await ownerApi.call('DELETE', `/listings/${deleted}`);

    await shoot('listing-suspended', `/listing/${suspended}`);
    await shoot('listing-deleted', `/listing/${deleted}`, [390]);
  }, 1_200_000);
});
