import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createVerifiedMember, logIn } from '../support/accounts';
import { launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { apiAs, bikePhoto, draftListing, EXACT_POINT, waitForHydration } from '../support/listings';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);

/** A plain photo of the given size (a bike drawn from the side is wide; a close-up may stand upright). */
async function photoOfSize(name: string, width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#bcd"/>
    <g fill="none" stroke="#123" stroke-width="12"><circle cx="${width * 0.22}" cy="${height * 0.7}" r="${height * 0.28}"/><circle cx="${width * 0.78}" cy="${height * 0.7}" r="${height * 0.28}"/></g></svg>`;
  return { name, mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).jpeg().toBuffer() };
}

async function uploadByApi(
  api: Awaited<ReturnType<typeof apiAs>>,
  id: string,
  photo: { name: string; mimeType: string; buffer: Buffer },
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }), photo.name);
  await api.call('POST', `/listings/${id}/photos`, form);
}

const bannerShape = (page: Page) =>
  page
    .locator('img[data-banner]:visible')
    .first()
    .evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return { fit: getComputedStyle(img).objectFit, ratio: img.naturalWidth / img.naturalHeight };
    });

describe('[owner] the listing wizard says what it cannot do, and shows the whole bike', () => {
  let browser: Browser;
  let owner: { email: string; password: string };
  let api: Awaited<ReturnType<typeof apiAs>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await createVerifiedMember('owner-hints');
    api = await apiAs(owner.email, owner.password);
  });
  afterAll(() => browser.close());

  it('warns that the pin sits at the city centre until the owner places it', async () => {
    const id = await draftListing(api, 'Gazelle', 'Orange C7');
    const { page } = await newPerson(browser);
    await logIn(page, owner.email, owner.password);
    await page.goto(`/listing/${id}/steps?step=address`);
    await waitForHydration(page);
    await page.getByText(en('listings.address.street-hint')).waitFor();
    await page.getByLabel(en('fields.address'), { exact: true }).fill('8 rue Mercière');
    await page.getByRole('combobox', { name: en('fields.city') }).fill('Lyon');
    await page.getByRole('option', { name: /^Lyon/ }).first().click();
    const warning = page.getByTestId('pin-unplaced');
    await warning.waitFor();
    expect(await warning.textContent()).toBe(en('listings.address.pin-unplaced', { city: 'Lyon' }));

    // Moving the pin (here with the keyboard) is placing it: the warning goes.
    const centre = await page.getByTestId('pin-coordinates').textContent();
    await page.locator('.leaflet-marker-icon').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('pin-coordinates').textContent()).not.toBe(centre);
    await warning.waitFor({ state: 'detached' });

    // Back to the centre: not placed any more.
    await page.getByRole('button', { name: en('listings.address.recenter') }).click();
    await warning.waitFor();
  });

  it('advises a side picture until a landscape photo is uploaded', async () => {
    const id = await draftListing(api, 'Cube', 'Kathmandu');
    const { page } = await newPerson(browser);
    await logIn(page, owner.email, owner.password);
    await page.goto(`/listing/${id}/steps?step=photos`);
    await waitForHydration(page);
    const advice = page.getByTestId('side-advice');
    await advice.getByText(en('listings.photos.side-advice')).waitFor();

    await page.getByTestId('photo-input').setInputFiles([await photoOfSize('close-up.jpg', 600, 900)]);
    await expect.poll(() => page.getByTestId('photo-tile').count(), { timeout: 20_000 }).toBe(1);
    await advice.getByText(en('listings.photos.side-advice-upright')).waitFor();

    await page.getByTestId('photo-input').setInputFiles([await bikePhoto('Side', 120)]);
    await expect.poll(() => page.getByTestId('photo-tile').count(), { timeout: 20_000 }).toBe(2);
    await advice.waitFor({ state: 'detached' });
  });

  it('shows a one-photo listing whole in its banner, on a phone and on a wide screen', async () => {
    const id = await draftListing(api, 'Brompton', 'C Line');
    await api.call('PUT', `/listings/${id}/details`, {
      descriptionEn: 'A folding bike for the city, light and quick to fold.',
      descriptionFr: 'Un vélo pliant pour la ville, léger et vite plié.',
      accessories: [],
    });
    await api.call('PUT', `/listings/${id}/address`, {
      address: '3 rue de la Barre',
      postalCode: '69002',
      city: 'Lyon',
      country: 'FR',
      ...EXACT_POINT,
    });
    await api.call('PUT', `/listings/${id}/price`, {
      pricePerDayCents: 1500,
      depositCents: 20000,
      minBookingDays: 1,
      noticeDays: 0,
      discount7Days: 0,
      discount30Days: 0,
      cancelationOption: 'short_notice',
    });
    await uploadByApi(api, id, await photoOfSize('wide.jpg', 1800, 900));
    await api.call('POST', `/listings/${id}/publish`);

    for (const width of [1280, 390]) {
      const { page, context } = await newPerson(browser, { width });
      await page.goto(`/listing/${id}`);
      await waitForHydration(page);
      const shape = await bannerShape(page);
      // The photo's own 2:1 shape, fitted (a 4:3 or 21:9 crop would cut the wheels).
      expect(shape.fit).toBe('contain');
      expect(shape.ratio).toBeCloseTo(2, 1);
      await context.close();
    }
  });
});
