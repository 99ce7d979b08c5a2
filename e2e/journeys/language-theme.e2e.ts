import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { waitForHydration } from '../support/listings';

describe('[visitor] switches language and theme', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('switches to French and back, keeping the page', async () => {
    const { page, context } = await newPerson(browser);
    await page.goto('/auth/login');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('heading', { name: text('en', 'auth.login.title') }).waitFor();
    await waitForHydration(page);
    await page
      .getByRole('button', { name: text('en', 'nav.language') })
      .first()
      .click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await page.waitForURL((url) => url.pathname === '/fr/auth/login');
    await page.getByRole('heading', { name: text('fr', 'auth.login.title') }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.title()).toBe(`${text('fr', 'titles.auth-login')} - Biclou`);

    await page
      .getByRole('button', { name: text('fr', 'nav.language') })
      .first()
      .click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login' || url.pathname === '/en/auth/login');
    await page.getByRole('heading', { name: text('en', 'auth.login.title') }).waitFor();
    await context.close();
  });

  it('the test locale shows keys', async () => {
    const { page, context } = await newPerson(browser);
    await page.goto('/test/auth/login');
    await page.getByRole('heading', { name: 'auth.login.title' }).waitFor();
    await context.close();
  });

  it('chooses dark, keeps it across reloads without a flash, and follows the system setting', async () => {
    const { page, context } = await newPerson(browser, { colorScheme: 'light' });
    await page.goto('/');
    expect((await page.locator('html').getAttribute('class')) ?? '').not.toContain('dark');
    await waitForHydration(page);
    await page
      .getByRole('button', { name: text('en', 'theme.label') })
      .first()
      .click();
    await page.getByRole('menuitemradio', { name: text('en', 'theme.dark') }).click();
    await expect.poll(() => page.locator('html').getAttribute('class')).toContain('dark');

    // No flash: the server-rendered HTML already carries the dark class.
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<html[^>]*class="[^"]*\bdark\b/);
    await page.reload();
    expect(await page.locator('html').getAttribute('class')).toContain('dark');
    await waitForHydration(page);

    // System follows the operating system's setting.
    await page
      .getByRole('button', { name: text('en', 'theme.label') })
      .first()
      .click();
    await page.getByRole('menuitemradio', { name: text('en', 'theme.system') }).click();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.locator('html').getAttribute('class')).toContain('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(async () => (await page.locator('html').getAttribute('class')) ?? '').not.toContain('dark');
    await context.close();
  });
});
