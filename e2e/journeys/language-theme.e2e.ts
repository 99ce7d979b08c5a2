import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { waitForHydration } from '../support/listings';

/** Holds back the browser's download of a chunk (`theme-switcher-….js`) until `release()`. */
async function holdChunk(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** React has hydrated this element (its handlers are attached), whatever else is still loading. */
async function waitForReact(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))), {
      timeout: 20_000,
    })
    .toBe(true);
}

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

  it('a menu used before its code arrives opens once it is there (header stand-ins)', async () => {
    const { page, context } = await newPerson(browser, { colorScheme: 'light' });
    const releaseTheme = await holdChunk(page, 'theme-switcher');
    const releaseLanguage = await holdChunk(page, 'language-switcher');
    await page.goto('/');
    // The server drew the closed triggers alone; hydrated, they take a press or a key.
    const theme = page.getByRole('button', { name: text('en', 'theme.label') }).first();
    const language = page.getByRole('button', { name: text('en', 'nav.language') }).first();
    await waitForReact(theme);
    expect(await theme.getAttribute('aria-expanded')).toBe('false');
    await theme.click();
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    expect(await page.getByRole('menu').count()).toBe(0);
    releaseTheme();
    await page.getByRole('menuitemradio', { name: text('en', 'theme.dark') }).click();
    await expect.poll(() => page.locator('html').getAttribute('class')).toContain('dark');

    // From the keyboard: ArrowDown on the focused trigger, as on a Radix menu.
    await language.focus();
    await language.press('ArrowDown');
    releaseLanguage();
    await page.getByRole('menuitemradio', { name: 'Français' }).waitFor();
    await waitForHydration(page);
    await page.keyboard.press('Escape');
    // Focus comes back to the (now full) trigger.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup')), { timeout: 10_000 })
      .toBe('menu');
    await context.close();
  });
});
