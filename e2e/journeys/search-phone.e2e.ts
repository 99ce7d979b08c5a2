import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseURL, launchBrowser } from '../support/browser';
import { text } from '../support/catalogue';
import { waitForHydration } from '../support/listings';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);

/** A person on a phone (390×844, touch) or at a desk (1280×800, mouse). */
async function person(browser: Browser, device: 'phone' | 'desktop'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    locale: 'en-GB',
    ...(device === 'phone'
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }
      : { viewport: { width: 1280, height: 800 } }),
  });
  return { context, page: await context.newPage() };
}

/** Types a place into the landing's "Where" field and waits for its suggestions to show. */
async function typePlace(page: Page, place: string) {
  const where = page.getByRole('combobox', { name: en('landing.search.where') });
  await where.click();
  await where.pressSequentially(place, { delay: 30 });
  const list = page.getByRole('listbox', { name: en('search.autocomplete.suggestions') });
  await list.getByRole('option').first().waitFor();
  return list;
}

/** The Search button's centre, and whether a tap there lands on the button (nothing drawn over it). */
async function searchButtonSpot(page: Page) {
  const button = page.getByRole('search').getByRole('button', { name: en('landing.search.submit') });
  // A person scrolls to it if the list pushed it down (scrolling keeps the list open).
  await button.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
  const box = (await button.boundingBox())!;
  const spot = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const uncovered = await button.evaluate((el, p) => el.contains(document.elementFromPoint(p.x, p.y)), spot);
  return { spot, uncovered };
}

const resultsHeading = (page: Page) => page.locator('#search-heading');

describe('[visitor] searches a city from the landing, on a phone and at a desk', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('on a phone, typing a city and tapping Search searches that city (the suggestions never cover the button)', async () => {
    const { context, page } = await person(browser, 'phone');
    await page.goto('/');
    await waitForHydration(page);
    const list = await typePlace(page, 'Montpellier');
    // Other towns are suggested too (Montpellier-de-Médillan, Le Montellier…): the list is open.
    await expect.poll(() => list.getByRole('option').count()).toBeGreaterThan(1);
    expect(await list.isVisible()).toBe(true);

    const { spot, uncovered } = await searchButtonSpot(page);
    if (process.env.SHOT_DIR) await page.screenshot({ path: `${process.env.SHOT_DIR}/journey-phone.png` });
    expect(uncovered).toBe(true);
    expect(await list.isVisible()).toBe(true);
    await page.touchscreen.tap(spot.x, spot.y);
    await page.waitForURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).searchParams.get('place')).toBe('montpellier');
    await expect.poll(() => resultsHeading(page).textContent()).toContain('Montpellier');
    expect(await resultsHeading(page).textContent()).not.toContain('Montellier');
    await context.close();
  });

  it('at a desk, the first click on Search, with the suggestions open, searches what was typed', async () => {
    const { context, page } = await person(browser, 'desktop');
    await page.goto('/');
    await waitForHydration(page);
    await typePlace(page, 'Montpellier');
    const { spot, uncovered } = await searchButtonSpot(page);
    expect(uncovered).toBe(true);
    await page.mouse.click(spot.x, spot.y);
    await page.waitForURL((url) => url.pathname === '/search', { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('place')).toBe('montpellier');
    await expect.poll(() => resultsHeading(page).textContent()).toContain('Montpellier');

    // The results page has its own form: the header does not repeat a search entry there
    // ("Anywhere · Any dates" read as if the search had been lost).
    const header = page.getByRole('banner');
    expect(await header.getByText(en('header.search-where')).count()).toBe(0);
    expect(await header.getByRole('link', { name: en('nav.search') }).count()).toBe(0);
    // Elsewhere the entry is still there.
    await page.goto('/about-us');
    expect(await page.getByRole('banner').getByText(en('header.search-where')).count()).toBe(1);
    await context.close();
  });
});
