import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { confirmEmailAndLogIn, createVerifiedMember, fillRegisterForm, logIn } from '../support/accounts';
import { launchBrowser, newPerson, uniqueEmail } from '../support/browser';
import { text } from '../support/catalogue';
import { apiAs, liveListing, waitForHydration } from '../support/listings';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const SHOTS = process.env.SHOTS_DIR;
// The cheapest bikes in Lyon come first: ours, at 1 € a day.
const SEARCH = '/search?place=lyon&sort=price';

const heartOf = (page: Page, title: string) => page.getByRole('button', { name: en('favourites.heart', { title }) });

describe('[visitor] hearts a bike on search, signs up and finds it in favourites; [owner] sees the count', () => {
  let browser: Browser;
  let owner: { email: string; password: string };
  let listingId: string;
  let title: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await createVerifiedMember('fav-owner');
    const api = await apiAs(owner.email, owner.password);
    const model = `Keeper ${Math.floor(Math.random() * 1e6)}`;
    title = `Heartbike ${model}`;
    listingId = await liveListing(api, 'Heartbike', model);
    await api.call('PUT', `/listings/${listingId}/price`, {
      pricePerDayCents: 100,
      depositCents: 20000,
      minBookingDays: 1,
      noticeDays: 0,
      discount7Days: 0,
      discount30Days: 0,
      cancelationOption: 'short_notice',
    });
  });
  afterAll(() => browser.close());

  it('a visitor taps the heart, is asked to log in, signs up, and the bike is kept', async () => {
    const { page } = await newPerson(browser);
    await page.goto(SEARCH);
    await waitForHydration(page);
    const heart = heartOf(page, title);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();

    // Asked to log in, with the reason; the way to sign up carries the bike along.
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toContain(`favourite=${listingId}`);
    await page.getByTestId('favourite-intent').getByText(en('favourites.login-hint')).waitFor();
    await page.getByRole('link', { name: en('auth.login.register-link') }).click();
    await page.waitForURL((url) => url.pathname === '/auth/register');
    await page.getByTestId('favourite-intent').waitFor();

    const email = uniqueEmail('fav-visitor');
    await fillRegisterForm(page, en, { firstname: 'Inès', lastname: 'Garnier', email });

    // The email's link, then "Go to login", then back on the search with the bike kept.
    await confirmEmailAndLogIn(page, en, email);
    await page.waitForURL((url) => url.pathname === '/search');
    await expect.poll(() => heartOf(page, title).getAttribute('aria-pressed')).toBe('true');
    // The intent leaves the address once honoured: a reload keeps nothing twice, a shared link nothing.
    await expect.poll(() => new URL(page.url()).searchParams.has('favourite')).toBe(false);

    // The keyboard toggles it too: off, then on again (the API agrees after each).
    await heartOf(page, title).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => heartOf(page, title).getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Enter');
    await expect.poll(() => heartOf(page, title).getAttribute('aria-pressed')).toBe('true');

    // The favourites page, from the dashboard's navigation.
    await page.goto('/dashboard/trips');
    await waitForHydration(page);
    await page
      .getByTestId('dashboard-nav')
      .getByRole('link', { name: en('nav.favourites') })
      .click();
    await page.waitForURL((url) => url.pathname === '/dashboard/favourites');
    const card = page.locator(`[data-testid="favourite-card"][data-listing-id="${listingId}"]`);
    await card.getByRole('heading', { name: title }).waitFor();
    await card.getByText('Lyon').waitFor();
    await waitForHydration(page);
    expect(await heartOf(page, title).getAttribute('aria-pressed')).toBe('true');
  });

  it('the owner sees how many keep the bike, never who', async () => {
    const { page } = await newPerson(browser);
    await logIn(page, owner.email, owner.password);
    await page.goto('/dashboard/listings');
    const row = page.locator(`[data-testid="my-listing"][data-listing-id="${listingId}"]`);
    await row
      .getByTestId('favourite-count')
      .getByText(en('favourites.count', { count: 1 }))
      .waitFor();
  });
});

/**
 * The favourites page (one bike on the marketplace, one paused: unavailable) and the search's
 * cards with their hearts, 390 and 1280 px, light and dark (`SHOTS_DIR=… npx vitest run --config
 * e2e/vitest.config.ts journeys/favourites.e2e.ts`).
 */
describe.skipIf(!SHOTS)('[screenshots] favourites', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS!, { recursive: true });
  });
  afterAll(() => browser.close());

  it('the favourites page, its empty state and the hearts on search cards', async () => {
    const owner = await createVerifiedMember('fav-shots-owner');
    const ownerApi = await apiAs(owner.email, owner.password);
    const kept = await liveListing(ownerApi, 'Gazelle', 'Ultimate C380');
    const paused = await liveListing(ownerApi, 'Riese & Müller', 'Load 75 with a long name');
    const renter = await createVerifiedMember('fav-shots-renter');
    const renterApi = await apiAs(renter.email, renter.password);
    await renterApi.call('PUT', `/favourites/${paused}`);
    await renterApi.call('PUT', `/favourites/${kept}`);
    await ownerApi.call('POST', `/listings/${paused}/pause`);
    const empty = await createVerifiedMember('fav-shots-empty');

    for (const colorScheme of ['light', 'dark'] as const)
      for (const width of [390, 1280]) {
        for (const [name, who, path] of [
          ['favourites', renter, '/dashboard/favourites'],
          ['favourites-empty', empty, '/dashboard/favourites'],
          ['search-hearts', renter, '/search?place=lyon'],
        ] as const) {
          const p = await newPerson(browser, { width, colorScheme });
          await p.page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await logIn(p.page, who.email, who.password);
          await p.page.goto(path);
          await waitForHydration(p.page);
          await p.page.waitForTimeout(600);
          await p.page.screenshot({
            path: `${SHOTS}/${name}-${width}-${colorScheme}.png`,
            fullPage: name !== 'search-hearts',
          });
          await p.context.close();
        }
      }
  }, 400_000);
});
