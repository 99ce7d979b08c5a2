import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser';
import { createVerifiedMember } from '../support/accounts';
import { waitForHydration } from '../support/listings';

/** Holds the app's JavaScript until `release()`: the page is server-rendered HTML until then. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('[member] acts before the page is interactive', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('paints the page before any script is fetched', async () => {
    const { page, context } = await newPerson(browser, { width: 390 });
    const html = await (await page.request.get('/search?place=lyon')).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<script type="text/biclou-module" id="biclou-boot">');
    const release = await holdScripts(page);
    await page.goto('/search?place=lyon', { waitUntil: 'domcontentloaded' });
    // The results are there as HTML while no script has run.
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('[data-testid="search-result"]').count()).toBeGreaterThan(0);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    await waitForHydration(page);
    await context.close();
  });

  it('a login typed and sent before hydration is sent once React is there, and the password never goes into a URL', async () => {
    const { email, password } = await createVerifiedMember('early-login');
    const { page, context } = await newPerson(browser);
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    const release = await holdScripts(page);
    await page.goto('/auth/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel(/^Email$/).fill(email);
    await page.getByLabel(/^Password$/).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    // Not submitted natively: still the login page, with no query string.
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);

    release();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
    const me = await page.request.get('/api/v1/user');
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
    expect(urls.filter((url) => url.includes(encodeURIComponent(password)) || url.includes(password))).toEqual([]);
    await context.close();
  });

  it('loads the stylesheet once: the lazy parts do not add it again after hydration', async () => {
    const { page, context } = await newPerson(browser, { width: 390 });
    for (const path of ['/', '/place/lyon']) {
      await page.goto(path);
      await waitForHydration(page);
      // A lazy chunk's stylesheet would be linked by then (its module has run).
      const hrefs = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => new URL(l.href).pathname),
      );
      expect(hrefs.length, path).toBeGreaterThan(0);
      expect(new Set(hrefs).size, `${path}: ${hrefs.join(' ')}`).toBe(hrefs.length);
    }
    await context.close();
  });
});
