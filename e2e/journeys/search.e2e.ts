import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { createVerifiedMember } from '../support/accounts';
import { apiAs, bikePhoto, isoDaysFromNow, waitForHydration } from '../support/listings';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
type Api = Awaited<ReturnType<typeof apiAs>>;

interface Spot {
  brand: string;
  model: string;
  isElec: boolean;
  city: string;
  postalCode: string;
  address: string;
  lat: number;
  lng: number;
  pricePerDayCents: number;
}

/** A live listing at a given spot (set up through the API, as the owner would in the wizard). */
async function listBikeAt(api: Api, spot: Spot): Promise<string> {
  const { categories } = await api.call<{ categories: { id: string; slug: string }[] }>('GET', '/categories');
  const city = categories.find((c) => c.slug === 'city')!;
  const { listing } = await api.call<{ listing: { id: string } }>('POST', '/listings', { categoryId: city.id, isElec: spot.isElec, brand: spot.brand, model: spot.model, sizeCode: 'M' });
  await api.call('PUT', `/listings/${listing.id}/details`, { descriptionEn: 'Serviced this month, lock and lights included.', accessories: [] });
  await api.call('PUT', `/listings/${listing.id}/address`, { address: spot.address, postalCode: spot.postalCode, city: spot.city, country: 'FR', lat: spot.lat, lng: spot.lng });
  await api.call('PUT', `/listings/${listing.id}/price`, { pricePerDayCents: spot.pricePerDayCents, depositCents: 20000, minBookingDays: 1, noticeDays: 0, discount7Days: 0, discount30Days: 0, cancelationOption: 'short_notice' });
  const photo = await bikePhoto(spot.model, spot.isElec ? 90 : 200);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }), photo.name);
  await api.call('POST', `/listings/${listing.id}/photos`, form);
  await api.call('POST', `/listings/${listing.id}/publish`);
  return listing.id;
}

const resultTitles = (page: Page) => page.getByTestId('search-result').getByRole('heading').allTextContents();

/** Where an element's centre is on screen. */
async function centreOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('[renter] finds a bike on the map', () => {
  let browser: Browser;
  const tag = String(Date.now()).slice(-6);
  // Fourvière (Lyon 5e), west of the centre; Gratte-Ciel (Villeurbanne), north-east of it.
  const fourviere: Spot = { brand: 'Gitane', model: `Organ ${tag}`, isElec: false, city: 'Lyon', postalCode: '69005', address: '8 place de Fourvière', lat: 45.7622, lng: 4.8205, pricePerDayCents: 1400 };
  const grattCiel: Spot = { brand: 'Moustache', model: `Lundi ${tag}`, isElec: true, city: 'Villeurbanne', postalCode: '69100', address: '20 avenue Henri Barbusse', lat: 45.7688, lng: 4.8818, pricePerDayCents: 2500 };
  const west = `${fourviere.brand} ${fourviere.model}`;
  const villeurbanne = `${grattCiel.brand} ${grattCiel.model}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const owner = await createVerifiedMember('search-owner');
    const api = await apiAs(owner.email, owner.password);
    await listBikeAt(api, fourviere);
    await listBikeAt(api, grattCiel);
  });
  afterAll(() => browser.close());

  it('types "lyo", picks Lyon and dates, moves the map to Villeurbanne, filters e-bikes under 30 € and opens one', async () => {
    const { page, context } = await newPerson(browser, { width: 1280 });
    await page.goto('/');
    await waitForHydration(page);

    // The place combobox: suggestions as they type, arrows and Enter to pick.
    const where = page.getByRole('combobox', { name: en('landing.search.where') });
    await where.pressSequentially('lyo', { delay: 60 });
    const lyon = page.getByRole('option', { name: /^Lyon\b/ });
    await lyon.waitFor();
    expect(await where.getAttribute('aria-expanded')).toBe('true');
    const lyonId = await lyon.getAttribute('id');
    while ((await where.getAttribute('aria-activedescendant')) !== lyonId) await where.press('ArrowDown');
    expect(await lyon.getAttribute('aria-selected')).toBe('true');
    await where.press('Enter');
    expect(await where.inputValue()).toBe('Lyon');
    expect(await where.getAttribute('aria-expanded')).toBe('false');

    const [start, end] = [isoDaysFromNow(45), isoDaysFromNow(47)];
    await page.getByLabel(en('landing.search.from'), { exact: true }).fill(start);
    await page.getByLabel(en('landing.search.to'), { exact: true }).fill(end);
    await page.getByRole('button', { name: en('landing.search.submit') }).click();
    await page.waitForURL(`**/search?place=lyon&start=${start}&end=${end}`);

    // Lyon listings on the list (with the total for the dates) and price markers on the map.
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toMatch(/bikes? in Lyon$/);
    expect(await page.title()).toBe(`${en('search-head.city', { place: 'Lyon' })} - Biclou`);
    const lyonTitles = await resultTitles(page);
    expect(lyonTitles).toEqual(expect.arrayContaining([west, villeurbanne]));
    const westCard = page.getByTestId('search-result').filter({ hasText: west });
    await westCard.getByText(en('search.card.total', { price: '' }).trim()).waitFor();
    const map = page.getByTestId('search-map');
    await map.locator('.leaflet-container').waitFor();
    await expect.poll(() => map.locator('.biclou-price, .biclou-cluster').count()).toBeGreaterThan(0);

    // Hovering a card lights its marker up (once the map is close enough to show it alone).
    const zoomIn = map.getByRole('button', { name: en('search.map.zoom-in'), exact: true });
    const pin = (title: string) => `.biclou-price[aria-label^="${title},"]`;
    for (let i = 0; i < 6 && (await map.locator(pin(villeurbanne)).count()) === 0; i++) {
      await zoomIn.click();
      await page.waitForTimeout(400);
    }
    await page.getByTestId('search-result').filter({ hasText: villeurbanne }).hover();
    await expect.poll(() => map.locator(`${pin(villeurbanne)}.is-active`).count()).toBe(1);

    // Drag the map so the Villeurbanne bike sits in the middle, then search that area.
    const mapBox = (await map.boundingBox())!;
    const target = await centreOf(page, pin(villeurbanne));
    const from = { x: mapBox.x + mapBox.width / 2, y: mapBox.y + mapBox.height * 0.75 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x - (target.x - (mapBox.x + mapBox.width / 2)) / 2, from.y - (target.y - (mapBox.y + mapBox.height / 2)) / 2, { steps: 8 });
    await page.mouse.move(from.x - (target.x - (mapBox.x + mapBox.width / 2)), from.y - (target.y - (mapBox.y + mapBox.height / 2)), { steps: 8 });
    await page.mouse.up();
    await page.getByRole('button', { name: en('search.search-this-area') }).click();
    await page.waitForURL((url) => url.searchParams.has('bounds') && !url.searchParams.has('place'));
    await expect.poll(() => heading.textContent()).toMatch(/bikes? in this area$/);
    await expect.poll(() => resultTitles(page)).toContain(villeurbanne);
    const areaTitles = await resultTitles(page);
    expect(areaTitles).not.toContain(west);
    expect(areaTitles).not.toEqual(lyonTitles);
    expect(new URL(page.url()).searchParams.get('start')).toBe(start);

    // E-bikes under 30 € a day.
    await page.getByRole('button', { name: en('search.filters.ebike') }).click();
    await page.waitForURL((url) => url.searchParams.get('ebike') === 'true');
    await page.getByRole('button', { name: en('search.filters.more') }).click();
    await page.getByRole('textbox', { name: en('search.filters.max-price'), exact: true }).fill('30');
    await page.getByRole('button', { name: en('search.filters.apply') }).click();
    await page.waitForURL((url) => url.searchParams.get('max_price') === '30');
    const cards = page.getByTestId('search-result');
    await expect.poll(() => resultTitles(page)).toContain(villeurbanne);
    for (const card of await cards.all()) {
      expect(await card.getByText(en('search.card.ebike')).count()).toBe(1);
      const perDay = (await card.locator('p').last().locator('span').first().textContent())!;
      expect(Number(perDay.replace(/[^\d.]/g, ''))).toBeLessThanOrEqual(30);
    }

    // The renter opens the Villeurbanne e-bike.
    await cards.filter({ hasText: villeurbanne }).click();
    await page.getByRole('heading', { level: 1, name: villeurbanne }).waitFor();
    expect(page.url()).toMatch(/\/listing\/[0-9a-f-]{36}$/);
    await context.close();
  });
});
