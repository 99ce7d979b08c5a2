import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { priceBooking } from '@biclou/domain/pricing';
import { baseURL, launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { createVerifiedMember } from '../support/accounts';
import { apiAs, EXACT_POINT, isoDaysFromNow, liveListing, waitForHydration } from '../support/listings';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const euros = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(cents / 100);

describe('[visitor] opens the listing page in English', () => {
  let browser: Browser;
  let listingId: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    const owner = await createVerifiedMember('owner-en');
    listingId = await liveListing(await apiAs(owner.email, owner.password), 'Gazelle', 'Esprit C7');
  });
  afterAll(() => browser.close());

  it('sees the photos, prices a stay with an accessory, and the approximate area on a map', async () => {
    const { page, context } = await newPerson(browser);
    const res = await page.goto(`/listing/${listingId}`);
    expect(res?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.title()).toBe('Gazelle Esprit C7 - Biclou');
    await page.getByRole('heading', { level: 1, name: 'Gazelle Esprit C7' }).waitFor();
    await page.getByText('A light city bike, serviced last month.').waitFor();

    // Photos: cover first, served by the image proxy with a srcset in its own shape (never cropped), and actually decoded.
    const cover = page.locator('[data-testid=gallery] img:visible').first();
    expect(await cover.getAttribute('srcset')).toMatch(/\/_img\/w_320,f_webp,q_75,fit_inside\/.+ 320w/);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByRole('button', { name: en('listings.gallery.show-all_other', { count: 2 }) }).click();
    await page
      .getByRole('dialog')
      .getByText(en('listings.gallery.counter', { current: 1, total: 2 }))
      .waitFor();
    await page.keyboard.press('ArrowRight');
    await page
      .getByRole('dialog')
      .getByText(en('listings.gallery.counter', { current: 2, total: 2 }))
      .waitFor();
    await page.keyboard.press('Escape');

    // Price preview: 8 days with the paid accessory, the same figures the server would charge.
    const settings = await (await fetch(`${baseURL()}/api/v1/settings`)).json();
    const [start, end] = [isoDaysFromNow(10), isoDaysFromNow(17)];
    const preview = page.getByTestId('price-preview');
    await preview.getByLabel(en('listings.preview.start')).fill(start);
    await preview.getByLabel(en('listings.preview.end')).fill(end);
    await preview.getByLabel('Child seat').check();
    const expected = priceBooking({
      startDate: start,
      endDate: end,
      pricePerDayCents: 1500,
      discount7Pct: 10,
      discount30Pct: 20,
      accessories: [{ pricePerDayCents: 200 }],
      serviceFeeRateBp: settings.serviceFeeRateBp,
      commissionRateBp: settings.commissionRateBp,
    });
    // Without a choice, the times are the owner's whole days (08:00 to 20:00): the same 8 days.
    expect(await preview.getByLabel(en('booking-times.pickup')).inputValue()).toBe('08:00');
    expect(await preview.getByLabel(en('booking-times.return')).inputValue()).toBe('20:00');
    await expect.poll(() => preview.getByTestId('price-total').textContent()).toBe(euros(expected.pricePaidByBuyer));
    await preview.getByTestId('price-breakdown').getByText(en('money-breakdown.service-fee')).waitFor();
    const request = preview.getByRole('link', { name: en('listings.preview.request') });
    expect(await request.getAttribute('href')).toContain(
      `/listing/${listingId}/request?start=${start}&end=${end}&pickup=08%3A00&return=20%3A00`,
    );

    // The approximate area: a lazily loaded Leaflet map with a circle; tiles cannot load here.
    const map = page.getByTestId('map');
    await map.scrollIntoViewIfNeeded();
    await map.locator('.leaflet-container').waitFor();
    await map.locator('path.leaflet-interactive').waitFor();
    expect(await page.locator('link[rel=stylesheet][href*="leaflet"]').count()).toBeGreaterThan(0);

    // The exact point never reaches the visitor.
    const html = await page.content();
    expect(html).not.toContain(String(EXACT_POINT.lat));
    expect(html).not.toContain('3 rue de la Barre');
    await context.close();
  });

  it('loads the Leaflet stylesheet only on pages with a map', async () => {
    const { page, context } = await newPerson(browser);
    await page.goto('/');
    await waitForHydration(page);
    expect(await page.locator('link[rel=stylesheet][href*="leaflet"]').count()).toBe(0);
    await context.close();
  });
  it('downloads each photo once, in one size, on a phone and on a desktop', async () => {
    for (const width of [412, 1280]) {
      const { page, context } = await newPerson(browser, { width });
      const photos: string[] = [];
      page.on('request', (req) => {
        const m = /\/_img\/[^/]+\/(listings\/.+)$/.exec(new URL(req.url()).pathname);
        if (m) photos.push(m[1]!);
      });
      await page.goto(`/listing/${listingId}`);
      await waitForHydration(page);
      const cover = page.locator('[data-testid=gallery] img:visible').first();
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      // The variant CSS hides (the strip on a desktop, the mosaic on a phone) fetches nothing.
      expect(photos.length, `${width} px`).toBeGreaterThan(0);
      expect(new Set(photos).size, `${width} px: ${photos.join(', ')}`).toBe(photos.length);
      await context.close();
    }
  });
});
