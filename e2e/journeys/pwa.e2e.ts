import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMember, logIn } from '../support/accounts';
import { launchBrowser, newPerson } from '../support/browser';
import { waitForHydration } from '../support/listings';

/**
 * The installable app (decisions "Installable app"): each locale's manifest is linked and valid,
 * the service worker registers after the page's load and controls the next one, a page that
 * cannot be loaded offline shows the branded offline page of its language, and no answer of the
 * API, nor any page, is ever stored in a cache.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** With SHOTS_DIR set: the page at 390 and 1280 px, light and dark. */
const SHOTS = process.env.SHOTS_DIR;
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280])
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${colorScheme}.png` });
    }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Waits for the service worker to be active, then reloads so that it controls the page. */
async function controlledBy(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await waitForHydration(page);
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
}

/** Every URL stored in any cache of the page's origin, by cache name. */
function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return out;
  });
}

describe('installable app', () => {
  it('links a valid manifest of its own language from every page', async () => {
    const visitor = await newPerson(browser);
    for (const [path, manifest, lang, trips] of [
      ['/', '/manifest.webmanifest', 'en', 'Trips'],
      ['/help', '/manifest.webmanifest', 'en', 'Trips'],
      ['/fr', '/fr/manifest.webmanifest', 'fr', 'Voyages'],
      ['/fr/search', '/fr/manifest.webmanifest', 'fr', 'Voyages'],
    ] as const) {
      await visitor.page.goto(path);
      const href = await visitor.page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href, path).toBe(manifest);
      const res = await visitor.page.request.get(href!);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('application/manifest+json');
      const body = (await res.json()) as {
        lang: string;
        display: string;
        start_url: string;
        scope: string;
        icons: { src: string; sizes: string; purpose: string }[];
        shortcuts: { name: string; url: string }[];
      };
      expect(body).toMatchObject({ lang, display: 'standalone', scope: '/' });
      expect(body.shortcuts[0]!.name).toBe(trips);
      for (const icon of body.icons) {
        const image = await visitor.page.request.get(icon.src);
        expect(image.status(), icon.src).toBe(200);
        expect(image.headers()['content-type']).toBe('image/png');
      }
      expect(await visitor.page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#079a52');
    }
    await visitor.context.close();
  });

  it('registers the service worker, which controls the page after a reload', async () => {
    const visitor = await newPerson(browser, { serviceWorkers: 'allow' });
    await visitor.page.goto('/');
    await waitForHydration(visitor.page);
    expect(await controlledBy(visitor.page)).toMatch(/\/sw\.js$/);
    // What Chromium itself says of the app (Lighthouse 12 no longer audits installability).
    const cdp = await visitor.context.newCDPSession(visitor.page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // A Playwright context is an incognito profile, where Chromium never offers to install.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    const sw = await visitor.page.request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    // The app shell is precached: the page's own stylesheet is there.
    const stylesheet = await visitor.page.locator('link[rel="stylesheet"]').first().getAttribute('href');
    const caches = await cachedUrls(visitor.page);
    expect(Object.values(caches).flat()).toContain(stylesheet);
    expect(Object.values(caches).flat()).toContain('/offline.html');
    await visitor.context.close();
  });

  it('shows the branded offline page of its language when a page cannot load offline', async () => {
    const visitor = await newPerson(browser, { serviceWorkers: 'allow', width: 390 });
    await visitor.page.goto('/');
    await waitForHydration(visitor.page);
    await controlledBy(visitor.page);
    await visitor.context.setOffline(true);

    await visitor.page.goto('/help/rental-process');
    await visitor.page.getByRole('heading', { name: 'You are offline' }).waitFor();
    expect(new URL(visitor.page.url()).pathname).toBe('/help/rental-process');
    await shots(visitor.page, 'offline-en');

    await visitor.page.goto('/fr/contact');
    await visitor.page.getByRole('heading', { name: 'Vous êtes hors ligne' }).waitFor();
    expect(await visitor.page.locator('html').getAttribute('lang')).toBe('fr');
    await shots(visitor.page, 'offline-fr');

    // Back online, "Try again" loads the real page.
    await visitor.context.setOffline(false);
    await visitor.page.getByRole('link', { name: 'Réessayer' }).click();
    await waitForHydration(visitor.page);
    expect(await visitor.page.getByRole('heading', { name: 'Vous êtes hors ligne' }).count()).toBe(0);
    await visitor.context.close();
  });

  it('lets a new version take over at the next page load, and says so once', async () => {
    // A deploy, as the browser sees it: the built worker's precache list changes (the offline
    // page's revision), so its version does. Restored whatever happens.
    const file = path.resolve(import.meta.dirname, '../../apps/web/build/client/sw.js');
    const original = readFileSync(file, 'utf8');
    const next = original.replace(/(url:"offline\.html",revision:")[0-9a-f]+"/, `$1${'f'.repeat(32)}"`);
    expect(next).not.toBe(original);
    const visitor = await newPerson(browser, { serviceWorkers: 'allow' });
    const { page } = visitor;
    const updated = page.getByTestId('toast').getByText('Biclou was updated');
    await page.goto('/');
    await waitForHydration(page);
    await controlledBy(page);
    await page.waitForFunction(() => localStorage.getItem('biclou.sw-version') !== null);
    const before = await page.evaluate(() => localStorage.getItem('biclou.sw-version'));
    writeFileSync(file, next);
    try {
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      // Installed, it waits: this page keeps the version it started with.
      await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);
      expect(await updated.count()).toBe(0);

      await page.goto('/help');
      // The registration runs from the toast stack's chunk, which loads once the page is idle:
      // on two busy cores that can take a while.
      await updated.waitFor({ timeout: 60_000 });
      expect(await page.evaluate(() => localStorage.getItem('biclou.sw-version'))).not.toBe(before);
      // Said once: the next page of the same version is quiet.
      await page.goto('/');
      await waitForHydration(page);
      await page.waitForTimeout(1500);
      expect(await updated.count()).toBe(0);
    } finally {
      writeFileSync(file, original);
      await visitor.context.close();
    }
  }, 150_000);

  it('keeps no answer of the API and no page in any cache', async () => {
    const member = await createVerifiedMember('pwa-member');
    const person = await newPerson(browser, { serviceWorkers: 'allow' });
    await person.page.goto('/');
    await waitForHydration(person.page);
    await controlledBy(person.page);
    const apiAnswers: string[] = [];
    person.page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) apiAnswers.push(response.url());
    });
    await logIn(person.page, member.email, member.password);
    for (const path of ['/search?place=lyon', '/account', '/dashboard/chats', '/dashboard/trips']) {
      await person.page.goto(path);
      await waitForHydration(person.page);
    }
    // A client-side navigation fetches the loaders' data (`.data`) and the API from the page.
    await person.page.getByRole('link', { name: 'Chats', exact: true }).first().click();
    await person.page.waitForURL('**/dashboard/chats');
    await person.page.waitForLoadState('networkidle');
    expect(apiAnswers.length).toBeGreaterThan(0);

    const stored = Object.values(await cachedUrls(person.page)).flat();
    expect(stored.length).toBeGreaterThan(0);
    for (const path of stored) {
      expect(path, `cached: ${path}`).toMatch(
        /^\/(assets\/|offline\.html$|fr\/offline\.html$|favicon\.svg$|(fr\/)?manifest\.webmanifest$)/,
      );
    }
    await person.context.close();
  });
});
