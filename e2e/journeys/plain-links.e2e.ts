import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser';
import { waitForHydration } from '../support/listings';

/** Set on the window once: a full page load would drop it, a router navigation keeps it. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { stay: number }).stay = 1));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { stay?: number }).stay === 1);
const historyLength = (page: Page) => page.evaluate(() => window.history.length);

// LocaleLink renders a plain <a> with one shared click handler (decisions "Plain links").
describe('[visitor] follows the site links', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a click navigates in the page, a link to the page itself replaces, a ctrl-click opens a tab', async () => {
    const { page, context } = await newPerson(browser);
    await page.goto('/fr');
    await waitForHydration(page);
    await markWindow(page);

    await page.locator('footer a[href="/fr/terms"]').click();
    await page.waitForURL((url) => url.pathname === '/fr/terms');
    await page.locator('h1').first().waitFor();
    expect(await sameDocument(page)).toBe(true);

    const entries = await historyLength(page);
    await page.locator('footer a[href="/fr/terms"]').click();
    expect(page.url()).toMatch(/\/fr\/terms$/);
    expect(await historyLength(page)).toBe(entries);
    expect(await sameDocument(page)).toBe(true);

    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('footer a[href="/fr/privacy"]').click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe('/fr/privacy');
    expect(new URL(page.url()).pathname).toBe('/fr/terms');

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/fr');
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });
});
