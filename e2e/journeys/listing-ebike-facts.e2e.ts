import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createVerifiedMember, logIn } from '../support/accounts';
import { launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { apiAs, EBIKE_FACTS, liveListing, waitForHydration } from '../support/listings';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const SHOTS = process.env.SHOTS_DIR;

/**
 * An e-bike's motor, battery and range: the owner corrects the range in step 1 (a longest range
 * under the shortest is refused on the field), a renter filters e-bikes by range and reads the
 * range on the card, then the three facts on the listing page. With SHOTS_DIR: the card and the
 * facts block at 390 and 1280 px, light and dark, en and fr.
 */
describe('[owner, renter] an e-bike’s motor, battery and range', () => {
  let browser: Browser;
  let listingId = '';
  let owner: { email: string; password: string };
  const title = `Moustache Lundi ${Date.now().toString(36)}`;
  const [brand, model] = [title.split(' ')[0]!, title.split(' ').slice(1).join(' ')];

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await createVerifiedMember('ebike-owner');
    const api = await apiAs(owner.email, owner.password);
    listingId = await liveListing(api, brand, model, { isElec: true, ...EBIKE_FACTS });
  });
  afterAll(() => browser.close());

  it('the owner corrects the range in step 1; a renter filters by range and reads the facts', async () => {
    const { page: ownerPage, context: ownerContext } = await newPerson(browser, { width: 1280 });
    await logIn(ownerPage, owner.email, owner.password);
    await ownerPage.goto(`/listing/${listingId}/steps?step=infos`);
    await waitForHydration(ownerPage);
    const longest = ownerPage.getByLabel(en('listings.fields.range-max'));
    expect(await ownerPage.getByLabel(en('listings.fields.motor-type')).inputValue()).toBe('mid_drive');
    expect(await ownerPage.getByLabel(en('listings.fields.battery-wh')).inputValue()).toBe('500');
    expect(await longest.inputValue()).toBe('90');
    const next = ownerPage.getByRole('button', {
      name: en('listings.wizard.next', { step: en('listings.wizard.steps.details') }),
    });
    await longest.fill('40');
    await next.click();
    await ownerPage.getByText('The longest range must be at least the shortest.').waitFor();
    await longest.fill('95');
    await next.click();
    await ownerPage.waitForURL((url) => url.searchParams.get('step') === 'details');
    await ownerContext.close();

    const { page, context } = await newPerson(browser, { width: 1280 });
    await page.goto('/search?place=lyon&ebike=true');
    await waitForHydration(page);
    const card = page.getByTestId('search-result').filter({ hasText: title });
    await card
      .getByTestId('card-range')
      .getByText(en('search.card.range', { range: '60–95' }))
      .waitFor();

    const range = page.getByLabel(en('search.filters.min-range'));
    await range.selectOption({ label: en('search.filters.range-at-least', { km: 80 }) });
    await page.waitForURL((url) => url.searchParams.get('min_range') === '80');
    await card.waitFor();
    await range.selectOption({ label: en('search.filters.range-at-least', { km: 100 }) });
    await page.waitForURL((url) => url.searchParams.get('min_range') === '100');
    await expect.poll(() => card.count()).toBe(0);
    // Leaving the e-bike filter forgets the range.
    await page.getByRole('button', { name: en('search.filters.ebike') }).click();
    await page.waitForURL((url) => !url.searchParams.has('ebike') && !url.searchParams.has('min_range'));
    await expect.poll(() => range.count()).toBe(0);

    // Every bike near Lyon is listed now, this one maybe past the first page: open it by its address.
    await page.goto(`/listing/${listingId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const facts = page.getByTestId('listing-facts');
    for (const fact of [
      en('listings.ebike.motor-types.mid_drive'),
      en('listings.ebike.battery-wh', { wh: 500 }),
      en('listings.ebike.range-km', { range: '60–95' }),
    ])
      await facts.getByText(fact, { exact: true }).waitFor();
    await context.close();
  }, 180_000);

  it.skipIf(!SHOTS)(
    '[screenshots] the card’s range and the facts block',
    async () => {
      mkdirSync(SHOTS!, { recursive: true });
      const shot = async (page: Page, testId: string, name: string) => {
        const target =
          testId === 'search-result' ? page.getByTestId(testId).filter({ hasText: title }) : page.getByTestId(testId);
        await target.first().scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        await target.first().screenshot({ path: `${SHOTS}/${name}.png` });
      };
      for (const locale of ['en', 'fr'] as const)
        for (const colorScheme of ['light', 'dark'] as const)
          for (const width of [390, 1280]) {
            const { page, context } = await newPerson(browser, {
              width,
              colorScheme,
              locale: locale === 'fr' ? 'fr-FR' : 'en-GB',
            });
            await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
            const prefix = locale === 'fr' ? '/fr' : '';
            const suffix = `${locale}-${width}-${colorScheme}`;
            await page.goto(`${prefix}/search?place=lyon&ebike=true&min_range=80`);
            await waitForHydration(page);
            await page.getByTestId('search-result').filter({ hasText: title }).waitFor();
            await page.screenshot({ path: `${SHOTS}/ebike-search-${suffix}.png` });
            await shot(page, 'search-result', `ebike-card-${suffix}`);
            await page.goto(`${prefix}/listing/${listingId}`);
            await waitForHydration(page);
            await shot(page, 'listing-facts', `ebike-facts-${suffix}`);
            await context.close();
          }
    },
    600_000,
  );
});
