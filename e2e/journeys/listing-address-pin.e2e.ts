import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createVerifiedMember, logIn } from '../support/accounts';
import { baseURL, launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { KNOWN_STREETS } from '../support/fake-geocoder';
import { apiAs, draftListing, waitForHydration } from '../support/listings';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const fr = (key: string, vars?: Record<string, string | number>) => text('fr', key, vars);
const SHOTS = '/tmp/shots-addresses';

/** The pin's coordinates as the step writes them under the map. */
const written = (p: { lat: number; lng: number }) => `${p.lat.toFixed(5)}, ${p.lng.toFixed(5)}`;
const coordinates = (page: Page) => page.getByTestId('pin-coordinates').textContent();

describe('[owner] the pin follows the typed street (the journeys’ server asks a fake Nominatim)', () => {
  let browser: Browser;
  let owner: { email: string; password: string };
  let api: Awaited<ReturnType<typeof apiAs>>;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
    owner = await createVerifiedMember('owner-street');
    api = await apiAs(owner.email, owner.password);
  });
  afterAll(() => browser.close());

  it('moves the pin to the street, keeps a dragged pin, moves again for a new address, and saves', async () => {
    const id = await draftListing(api, 'Vanmoof', 'S5');
    const { page } = await newPerson(browser);
    await logIn(page, owner.email, owner.password);
    await page.goto(`/listing/${id}/steps?step=address`);
    await waitForHydration(page);

    // A French postal code has 5 digits: the same sentence as the API's, beside the field.
    const postal = page.getByLabel(en('fields.postal-code'), { exact: true });
    expect(await postal.getAttribute('placeholder')).toBe('75011');
    await page.getByText(en('fields.postal-code-hint.FR')).waitFor();
    await page.getByLabel(en('fields.address'), { exact: true }).fill('12 rue Oberkampf');
    await postal.fill('7501');
    await page.getByRole('combobox', { name: en('fields.city') }).fill('Paris');
    await page.getByRole('button', { name: /^Next/ }).click();
    await page.getByText('Enter a 5-digit postal code.').waitFor();

    // The whole address: the pin goes to the street the geocoder found.
    await postal.fill('75011');
    await page.getByText('Enter a 5-digit postal code.').waitFor({ state: 'detached' });
    await page.getByTestId('pin-street').waitFor();
    const street = KNOWN_STREETS['12 rue Oberkampf, 75011 Paris']!;
    await expect.poll(() => coordinates(page)).toBe(written(street));
    expect(await page.getByTestId('pin-unplaced').count()).toBe(0);

    // The owner moves the pin: it stays where they put it, the lookup does not take it back.
    await page.locator('.leaflet-marker-icon').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => coordinates(page)).not.toBe(written(street));
    const dragged = await coordinates(page);
    await page.getByTestId('pin-street').waitFor({ state: 'detached' });
    await page.getByLabel(en('fields.address'), { exact: true }).fill('12 rue Oberkampf ');
    await page.waitForTimeout(1500);
    expect(await coordinates(page)).toBe(dragged);

    // Another address: the pin follows it.
    await page.getByLabel(en('fields.address'), { exact: true }).fill('112 rue Oberkampf');
    const other = KNOWN_STREETS['112 rue Oberkampf, 75011 Paris']!;
    await expect.poll(() => coordinates(page)).toBe(written(other));
    await page.getByTestId('pin-street').waitFor();

    await page.getByRole('button', { name: /^Next/ }).click();
    await page.waitForURL(/step=price$/);
    const saved = await api.call<{ listing: Record<string, unknown> }>('GET', `/listings/${id}`);
    expect(saved.listing).toMatchObject({ address: '112 rue Oberkampf', postalCode: '75011', city: 'Paris', ...other });
  });

  it('shows the step with the pin on the street, on a phone and a wide screen, light and dark', async () => {
    const id = await draftListing(api, 'Gazelle', 'Ultimate C8');
    const signedIn = await newPerson(browser);
    await logIn(signedIn.page, owner.email, owner.password);
    const storageState = await signedIn.context.storageState();
    await signedIn.context.close();
    for (const colorScheme of ['light', 'dark'] as const)
      for (const width of [390, 1280]) {
        const context = await browser.newContext({
          baseURL: baseURL(),
          viewport: { width, height: 900 },
          colorScheme,
          locale: 'en-GB',
          storageState,
        });
        const page = await context.newPage();
        await page.goto(`/listing/${id}/steps?step=address`);
        await waitForHydration(page);
        await page.getByLabel(en('fields.address'), { exact: true }).fill('12 rue Oberkampf');
        await page.getByLabel(en('fields.postal-code'), { exact: true }).fill('75011');
        await page.getByRole('combobox', { name: en('fields.city') }).fill('Paris');
        await page.getByTestId('pin-street').waitFor();
        await page.locator('.leaflet-marker-icon').waitFor();
        // The city's suggestions closed, as after a pick: the shot shows the note and the map.
        await page.keyboard.press('Escape');
        await page.getByRole('listbox').waitFor({ state: 'hidden' });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${SHOTS}/location-step-${width}-${colorScheme}.png`, fullPage: true });
        await context.close();
      }
  });

  it('in French, a Luxembourg code is asked as L- and 4 digits, and 1931 is saved as L-1931', async () => {
    const id = await draftListing(api, 'Riese & Müller', 'Load 75');
    const { page } = await newPerson(browser, { locale: 'fr-FR' });
    await logIn(page, owner.email, owner.password, '/fr');
    await page.goto(`/fr/listing/${id}/steps?step=address`);
    await waitForHydration(page);
    await page.locator('#address-country').selectOption('LU');
    const postal = page.getByLabel(fr('fields.postal-code'), { exact: true });
    expect(await postal.getAttribute('placeholder')).toBe('L-1234');
    await page.getByText(fr('fields.postal-code-hint.LU')).waitFor();
    await page.getByLabel(fr('fields.address'), { exact: true }).fill('25 avenue de la Liberté');
    await postal.fill('123');
    await page.getByRole('combobox', { name: fr('fields.city') }).fill('Luxembourg');
    await page.getByRole('button', { name: /^Suivant/ }).click();
    await page.getByText('Saisissez un code postal de 4 chiffres, par exemple L-1234.').waitFor();

    // Not a street the geocoder knows: the pin goes to the city's centre, and says so.
    await postal.fill('1931');
    await page.getByTestId('pin-unplaced').waitFor();
    await page.getByRole('button', { name: /^Suivant/ }).click();
    await page.waitForURL(/step=price$/);
    const saved = await api.call<{ listing: Record<string, unknown> }>('GET', `/listings/${id}`);
    expect(saved.listing).toMatchObject({ postalCode: 'L-1931', city: 'Luxembourg', country: 'LU' });
  });
});
