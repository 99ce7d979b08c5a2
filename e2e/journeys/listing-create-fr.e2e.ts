import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { createVerifiedMember, logIn } from '../support/accounts';
import { bikePhoto, waitForHydration } from '../support/listings';

const fr = (key: string, vars?: Record<string, string | number>) => text('fr', key, vars);
const next = (step: string) => fr('listings.wizard.next', { step: fr(`listings.wizard.steps.${step}`) });

async function photoOrder(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid=photo-tile]')
    .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-photo-id') ?? ''));
}

async function serverListing(page: Page, id: string) {
  return page.evaluate(async (listingId) => (await (await fetch(`/api/v1/listings/${listingId}`)).json()).listing, id);
}

describe('[owner] creates a listing in French', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('fills Infos, Details and Address, leaves, continues from the dashboard, prices, uploads, orders and publishes', async () => {
    const { page, context } = await newPerson(browser, { locale: 'fr-FR' });
    const { email, password } = await createVerifiedMember('owner-fr');
    await logIn(page, email, password, '/fr');

    // Step 1: Infos.
    await page.goto('/fr/listing/create');
    await waitForHydration(page);
    await page.getByRole('heading', { name: fr('listings.wizard.headings.infos.title') }).waitFor();
    await page.getByText('Vélo de ville', { exact: true }).click();
    await page.getByLabel(fr('listings.fields.size'), { exact: true }).selectOption('M');
    await page.getByLabel(fr('listings.fields.brand'), { exact: true }).fill('Brompton');
    await page.getByLabel(fr('listings.fields.model'), { exact: true }).fill('C Line Explore');
    await page.getByRole('button', { name: next('details') }).click();
    await page.waitForURL(/\/fr\/listing\/[0-9a-f-]{36}\/steps\?step=details$/);
    const id = /listing\/([0-9a-f-]{36})\//.exec(page.url())?.[1] as string;

    // Step 2: Details, with one accessory.
    await page
      .getByLabel(fr('listings.fields.description-fr'))
      .fill('Vélo pliant parfait pour le train et la ville, révisé cet été.');
    await page.getByRole('button', { name: fr('listings.accessories.add') }).click();
    await page.getByLabel(fr('listings.accessories.name', { n: 1 })).fill('Sacoche avant');
    await page.getByLabel(fr('listings.accessories.price', { n: 1 })).fill('2');
    await page.getByRole('button', { name: next('address') }).click();
    await page.waitForURL(/step=address$/);

    // Step 3: Address, geocoded to the city centre, then the pin moved.
    await page.getByRole('textbox', { name: fr('fields.address'), exact: true }).fill('8 rue Mercière');
    await page.getByLabel(fr('fields.postal-code'), { exact: true }).fill('69002');
    await page.getByRole('combobox', { name: fr('fields.city') }).fill('Lyon');
    await page.getByRole('option', { name: /^Lyon/ }).first().click();
    const pin = page.locator('.leaflet-marker-icon');
    await pin.waitFor();
    await page.getByTestId('pin-unplaced').waitFor();
    await pin.scrollIntoViewIfNeeded();
    const centre = await page.getByTestId('pin-coordinates').textContent();
    const box = (await pin.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height + 30, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => page.getByTestId('pin-coordinates').textContent()).not.toBe(centre);
    await page.getByTestId('pin-unplaced').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: next('price') }).click();
    await page.waitForURL(/step=price$/);
    const afterAddress = await serverListing(page, id);
    expect(afterAddress).toMatchObject({ city: 'Lyon', country: 'FR', address: '8 rue Mercière' });
    expect(afterAddress.missing).toEqual(['price', 'photo']);

    // Leave, then come back from the dashboard.
    await page.goto('/fr');
    await page.goto('/fr/dashboard/listings');
    const draft = page.locator(`[data-listing-id="${id}"]`);
    await draft.getByText(fr('listings.status.draft')).waitFor();
    await draft.getByText(fr('listings.missing.attributes.price')).waitFor();
    await draft.getByText(fr('listings.missing.attributes.photo')).waitFor();
    await draft.getByRole('link', { name: fr('listings.dashboard.continue') }).click();
    await page.waitForURL(/step=price$/);
    await waitForHydration(page);

    // Step 4: Price, with the earnings preview and a cancellation option.
    await page.getByLabel(fr('listings.fields.price-per-day')).fill('18');
    await page.getByLabel(fr('listings.fields.discount-7')).fill('10');
    await page.getByTestId('earnings-week').waitFor();
    await page.getByText(fr('listings.cancelation.options.medium_notice.label'), { exact: true }).click();
    await page.getByRole('button', { name: next('photos') }).click();
    await page.waitForURL(/step=photos$/);
    await waitForHydration(page);

    // Step 5: three photos at once, on a slow connection so each progress bar shows.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    const files = await Promise.all([
      bikePhoto('Profil', 140, { noise: true }),
      bikePhoto('Face', 30, { noise: true }),
      bikePhoto('Guidon', 210, { noise: true }),
    ]);
    await page.getByTestId('photo-input').setInputFiles(files);
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(3);
    const inFlight = await page
      .getByRole('progressbar')
      .evaluateAll((bars) => bars.map((b) => Number(b.getAttribute('aria-valuenow'))));
    expect(inFlight.some((v) => v < 100)).toBe(true);
    await expect.poll(() => page.getByTestId('photo-tile').count(), { timeout: 30_000 }).toBe(3);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // Reorder with a button, with the keyboard on the drag handle, and by dragging; pick the cover.
    const [a, b, c] = await photoOrder(page);
    const label = (n: number) => fr('listings.photos.photo-n', { n });
    await page.getByRole('button', { name: fr('listings.photos.move-later', { label: label(1) }) }).click();
    await expect.poll(() => photoOrder(page)).toEqual([b, a, c]);
    await page.getByRole('button', { name: fr('listings.photos.drag', { label: label(3) }) }).press('ArrowLeft');
    await expect.poll(() => photoOrder(page)).toEqual([b, c, a]);
    const handle = (await page
      .getByRole('button', { name: fr('listings.photos.drag', { label: label(3) }) })
      .boundingBox())!;
    const first = (await page.getByTestId('photo-tile').first().boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => photoOrder(page)).toEqual([a, b, c]);
    await page.getByRole('button', { name: fr('listings.photos.make-cover', { label: label(2) }) }).click();
    await page.locator(`[data-photo-id="${b}"]`).getByText(fr('listings.photos.cover')).waitFor();
    await expect
      .poll(async () =>
        (await serverListing(page, id)).photos.map((p: { id: string; isCover: boolean }) => `${p.id}:${p.isCover}`),
      )
      .toEqual([`${a}:false`, `${b}:true`, `${c}:false`]);

    // Publish: the listing page opens, live.
    await page.getByRole('button', { name: fr('listings.wizard.publish') }).click();
    await page.waitForURL((url) => url.pathname === `/fr/listing/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Brompton C Line Explore' }).waitFor();
    expect(await page.title()).toBe('Brompton C Line Explore - Biclou');
    expect((await serverListing(page, id)).status).toBe('live');
    await context.close();
  });
});
