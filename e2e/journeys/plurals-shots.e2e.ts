import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPerson } from '../support/browser';
import { apiAs, waitForHydration } from '../support/listings';

/**
 * Screenshots of the help centre and the renter's guide with the admin's figures at 1
 * (`SHOTS_DIR=… npx vitest run --config e2e/vitest.config.ts journeys/plurals-shots.e2e.ts`), 390
 * and 1280 px, light and dark, en and fr: every figure meets its noun in the form it takes ("at
 * most 1 request", "au plus 1 demande"), checked on the page as well as shown.
 */
const SHOTS = process.env.SHOTS_DIR;
const ADMIN = { email: 'admin@biclou.test', password: 'biclou-demo-2026' };
const AT_ONE = {
  requestExpiryHours: 1,
  maxOpenRequests: 1,
  creditDelayDays: 1,
  maxBookingDays: 1,
  maxAdvanceMonths: 1,
};

/** What each page must say with the figures at 1, and the sentence the viewport shot is centred on. */
const PAGES = [
  {
    shot: 'plurals-help',
    path: '/help',
    says: { en: 'at most 1 request open at once', fr: 'au plus 1 demande en cours' },
    never: { en: /\b1 (requests|days|hours|months)\b/, fr: /\b1 (demandes|jours|heures)\b/ },
  },
  {
    shot: 'plurals-help-question',
    path: '/help/how-many-requests',
    says: { en: 'at most 1 request waiting', fr: 'au plus 1 demande en attente' },
    never: { en: /\b1 requests\b/, fr: /\b1 demandes\b/ },
  },
  {
    shot: 'plurals-guide',
    path: '/guides/how-to-rent',
    says: {
      en: 'lasts at most 1 day, and starts within 1 month',
      fr: 'au plus tard dans 1 mois, et dure au plus 1 jour',
    },
    never: { en: /\b1 (requests|days|hours|months)\b/, fr: /\b1 (demandes|jours|heures)\b/ },
  },
] as const;

describe.skipIf(!SHOTS)('[screenshots] help and guide with the admin figures at 1', () => {
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof apiAs>>;
  let before: Record<string, unknown>;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS!, { recursive: true });
    admin = await apiAs(ADMIN.email, ADMIN.password);
    const { settings } = await admin.call<{ settings: Record<string, unknown> }>('GET', '/admin/settings');
    const { updatedAt: _u, ...rest } = settings;
    before = rest;
    await admin.call('PUT', '/admin/settings', { ...rest, ...AT_ONE });
    // The public settings are cached for a few seconds per process.
    await new Promise((r) => setTimeout(r, 5_500));
  });
  afterAll(async () => {
    await admin.call('PUT', '/admin/settings', before);
    await browser.close();
  });

  const COMBOS = (['en', 'fr'] as const).flatMap((locale) =>
    (['light', 'dark'] as const).flatMap((colorScheme) => [390, 1280].map((width) => ({ locale, colorScheme, width }))),
  );

  it.each(COMBOS)(
    'says "1 request", "1 day", "1 demande", "1 jour" on the help centre, an answer and the guide: $locale $width $colorScheme',
    async ({ locale, colorScheme, width }) => {
      const problems: string[] = [];
      const p = await newPerson(browser, { width, colorScheme, locale: locale === 'fr' ? 'fr-FR' : 'en-GB' });
      await p.page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const prefix = locale === 'fr' ? '/fr' : '';
      for (const { shot, path, says, never } of PAGES) {
        await p.page.goto(`${prefix}${path}`);
        await waitForHydration(p.page);
        const text = (await p.page.locator('main').innerText()).replace(/\s+/g, ' ');
        const wrong = never[locale].exec(text);
        if (wrong) problems.push(`${shot}: "${wrong[0]}"`);
        if (!text.includes(says[locale])) problems.push(`${shot}: no "${says[locale]}"`);
        else await p.page.getByText(says[locale]).first().scrollIntoViewIfNeeded({ timeout: 10_000 });
        await p.page.waitForTimeout(200);
        await p.page.screenshot({ path: `${SHOTS}/${shot}-${locale}-${width}-${colorScheme}.png` });
      }
      await p.context.close();
      expect(problems).toEqual([]);
    },
  );
});
