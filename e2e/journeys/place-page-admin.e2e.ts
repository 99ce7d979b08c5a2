import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { createVerifiedMember, logIn } from '../support/accounts';
import { apiAs, liveListing, waitForHydration } from '../support/listings';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const fr = (key: string, vars?: Record<string, string | number>) => text('fr', key, vars);

describe('[admin] writes the French page of Lyon, and visitors read it', () => {
  let browser: Browser;
  const tag = String(Date.now()).slice(-6);
  const model = `LR01 ${tag}`;
  const h1 = `Lyon à vélo, des quais aux pentes ${tag}`;
  const intro = `Des berges du Rhône à la Croix-Rousse ${tag}, {count} vélos vous attendent.`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const owner = await createVerifiedMember('place-owner');
    await liveListing(await apiAs(owner.email, owner.password), 'Peugeot', model);
  });
  afterAll(() => browser.close());

  it('creates the fr locale page in the admin with a live preview; /fr/place/lyon shows it, /place/lyon keeps the template', async () => {
    const admin = await newPerson(browser, { width: 1280 });
    await logIn(admin.page, 'admin@biclou.test', 'biclou-demo-2026');
    await admin.page.goto('/admin/seo/locale-pages');
    await waitForHydration(admin.page);
    await admin.page.getByRole('button', { name: en('admin-seo.pages.new') }).click();

    const form = admin.page.getByTestId('locale-page-form');
    const place = form.getByRole('combobox', { name: en('admin-seo.fields.place'), exact: true });
    await place.pressSequentially('Lyon', { delay: 50 });
    await admin.page
      .getByRole('option', { name: /^Lyon\b/ })
      .first()
      .click();
    await form.getByLabel(en('admin-seo.fields.locale'), { exact: true }).selectOption('fr');
    // Locale-page fields are optional (the label says so): empty ones keep the template.
    await form.getByLabel(/^H1/).fill(h1);
    await form.getByLabel(new RegExp(`^${en('admin-seo.fields.body')}`)).fill(intro);

    // The preview renders the draft on the server with Lyon's real figures.
    const preview = admin.page.getByTestId('seo-preview');
    await expect.poll(() => preview.getByTestId('preview-h1').textContent(), { timeout: 10_000 }).toBe(h1);
    await expect
      .poll(() => preview.getByTestId('place-body').textContent())
      .toMatch(new RegExp(`Croix-Rousse ${tag}, \\d+ vélos vous attendent\\.`));

    await form.getByRole('button', { name: en('admin-seo.pages.create') }).click();
    await admin.page.waitForURL(/\/admin\/seo\/locale-pages\/[0-9a-f-]{36}$/);
    await admin.page.getByRole('heading', { level: 1, name: `Lyon, ${en('admin-seo.locale.fr')}` }).waitFor();
    expect(await admin.page.getByLabel(/^H1/).inputValue()).toBe(h1);

    // A visitor, in French.
    const visitor = await newPerson(browser, { width: 390, locale: 'fr-FR' });
    const res = await visitor.page.goto('/fr/place/lyon');
    expect(res?.status()).toBe(200);
    await waitForHydration(visitor.page);
    expect(await visitor.page.getByRole('heading', { level: 1 }).textContent()).toBe(h1);
    expect(await visitor.page.getByTestId('place-intro').textContent()).toMatch(
      new RegExp(`Croix-Rousse ${tag}, \\d+ vélos vous attendent\\.`),
    );
    expect(await visitor.page.title()).toMatch(/^Location de vélos à Lyon : \d+ vélos dès .+ - Biclou$/);
    // The bikes of Lyon and the way into the map search. The list shows the 12 nearest the centre
    // (each listing sits at its own approximate point), and other journeys publish in Lyon too, so
    // the one published here need not be among them: the list is checked, not a given card.
    const cards = visitor.page.getByTestId('place-listings').getByRole('heading');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(12);
    expect(await visitor.page.getByTestId('place-search-link').getAttribute('href')).toBe('/fr/search?place=lyon');
    expect(
      await visitor.page
        .getByRole('heading', { level: 2, name: fr('places.listings-title', { place: 'Lyon' }) })
        .count(),
    ).toBe(1);
    // Search engines: canonical, alternates, the breadcrumb trail.
    expect(await visitor.page.locator('link[rel=canonical]').getAttribute('href')).toBe(`${baseURL()}/fr/place/lyon`);
    expect(await visitor.page.locator('link[rel=alternate][hreflang=x-default]').getAttribute('href')).toBe(
      `${baseURL()}/place/lyon`,
    );
    const ld = await visitor.page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.map((j) => JSON.parse(j)['@type'])).toEqual(['Organization', 'BreadcrumbList']);

    // The English page still reads the template.
    const english = await newPerson(browser, { width: 1280 });
    await english.page.goto('/place/lyon');
    expect(await english.page.getByRole('heading', { level: 1 }).textContent()).toBe('Bike rental in Lyon');
    await english.page.getByTestId('place-listings').getByRole('heading').first().waitFor();
    await Promise.all([admin.context.close(), visitor.context.close(), english.context.close()]);
  }, 180_000);

  it('answers an unknown place with the 404 page, kept out of the index', async () => {
    const { page, context } = await newPerson(browser);
    const res = await page.goto('/place/unknown-place-xyz');
    expect(res?.status()).toBe(404);
    expect(res?.headers()['x-robots-tag']).toBe('noindex');
    await page.getByRole('heading', { level: 1, name: en('errors.page-not-found') }).waitFor();
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('link[rel=canonical]').count()).toBe(0);
    await context.close();
  });
});
