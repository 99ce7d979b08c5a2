import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { waitForHydration } from '../support/listings';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const fr = (key: string, vars?: Record<string, string | number>) => text('fr', key, vars);

interface SearchAnswer {
  results: { id: string; size: { code: string }; category: { slug: string } }[];
  total: number;
}

describe('[visitor] finds their bike size, then the bikes in that size', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('175 cm on a city bike is M; "see bikes in this size" opens the search filtered on city bikes in M', async () => {
    const { context, page } = await newPerson(browser, { width: 390 });
    await page.goto('/size-guide');
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: en('titles.size-guide') }).waitFor();
    const result = page.getByTestId('size-guide-result');
    expect(await result.textContent()).toContain(en('size-guide.result.empty'));

    await page.getByLabel(en('size-guide.form.type')).selectOption('city');
    await page.getByRole('textbox', { name: en('size-guide.form.height') }).fill('175');
    // The answer comes as the rider types, in the listings' own size vocabulary.
    const label = page.getByTestId('size-guide-label');
    await label.waitFor();
    expect(await label.getAttribute('data-size')).toBe('M');
    expect(await label.textContent()).toContain('M (rider 170–180 cm)');
    expect(await page.getByTestId('size-guide-code').textContent()).toBe('M');

    // Long legs for the height move the rider up a size.
    await page.getByRole('textbox', { name: en('size-guide.form.inseam') }).fill('86');
    await expect.poll(() => label.getAttribute('data-size')).toBe('L');
    await page.getByRole('textbox', { name: en('size-guide.form.inseam') }).fill('');
    await expect.poll(() => label.getAttribute('data-size')).toBe('M');

    await page.getByRole('link', { name: en('size-guide.result.search') }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    const url = new URL(page.url());
    expect(url.searchParams.get('category')).toBe('city');
    expect(url.searchParams.get('size')).toBe('M');

    // The filter is applied on the page: the size in the filters panel, and only M city bikes listed.
    await page.getByTestId('search-results').waitFor();
    await page.getByRole('button', { name: en('search.filters.more') }).click();
    const sizeSelect = page.getByLabel(en('search.filters.size'), { exact: true });
    expect(await sizeSelect.inputValue()).toBe('M');
    expect(await page.getByLabel(en('search.filters.category'), { exact: true }).inputValue()).toBe('city');

    const api = await page.request.get(`${baseURL()}/api/v1/search?category=city&size=M`);
    const answer = (await api.json()) as SearchAnswer;
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.results.every((r) => r.size.code === 'M' && r.category.slug === 'city')).toBe(true);
    const all = (await (await page.request.get(`${baseURL()}/api/v1/search?category=city`)).json()) as SearchAnswer;
    expect(all.total).toBeGreaterThan(answer.total);
    const shown = await page.getByTestId('search-result').evaluateAll((els) => els.map((e) => e.dataset.listingId));
    expect(shown.sort()).toEqual(answer.results.map((r) => r.id).sort());
    await context.close();
  });

  it('works before any script: the French page answers a sent form on the server, and the link keeps the locale', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/fr/size-guide');
    await page.getByRole('heading', { level: 1, name: fr('titles.size-guide') }).waitFor();
    await page.getByLabel(fr('size-guide.form.type')).selectOption('road');
    await page.getByRole('textbox', { name: fr('size-guide.form.height') }).fill('175');
    await page.getByRole('button', { name: fr('size-guide.form.submit') }).click();
    await page.waitForURL((u) => u.searchParams.get('height') === '175');
    const label = page.getByTestId('size-guide-label');
    expect(await label.getAttribute('data-size')).toBe('M');
    expect(await label.textContent()).toContain('M (cycliste de 170 à 180 cm)');
    const link = page.getByRole('link', { name: fr('size-guide.result.search') });
    expect(await link.getAttribute('href')).toBe('/fr/search?category=road&size=M');
    // A measure out of range says which field, in French.
    await page.goto('/fr/size-guide?type=road&height=175&inseam=20');
    expect(await page.getByText(fr('size-guide.errors.inseam', { min: 30, max: 110 })).count()).toBe(1);
    await context.close();
  });
});
