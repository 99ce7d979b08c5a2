import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { createVerifiedMember, logIn } from '../support/accounts';
import { apiAs, draftListing, waitForHydration } from '../support/listings';

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const STILL_MISSING = ['description', 'address', 'coordinates', 'price', 'photo'] as const;

describe('[owner] tries to publish an incomplete draft', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('is told what is missing, from the dashboard and from the wizard; others get a 404', async () => {
    const owner = await createVerifiedMember('owner-draft');
    const id = await draftListing(await apiAs(owner.email, owner.password), 'Cube', 'Kathmandu');
    const { page, context } = await newPerson(browser);
    await logIn(page, owner.email, owner.password);

    await page.goto(`/dashboard/listings/${id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: en('listings.manage.status.actions.publish') }).click();
    const refused = page.getByRole('alert').filter({ hasText: en('listings.missing.refused') });
    await refused.waitFor();
    for (const attribute of STILL_MISSING)
      await refused.getByText(en(`listings.missing.attributes.${attribute}`)).waitFor();
    expect(await refused.getByText(en('listings.missing.attributes.brand')).count()).toBe(0);

    await page.goto(`/listing/${id}/steps?step=photos`);
    await waitForHydration(page);
    await page.getByRole('button', { name: en('listings.wizard.publish') }).click();
    const again = page.getByTestId('missing-list');
    await again.getByText(en('listings.missing.attributes.photo')).waitFor();
    expect(await again.locator('li').count()).toBe(STILL_MISSING.length);
    // Each line links to the step that asks for it.
    await again
      .getByRole('link', { name: en('listings.missing.fix') })
      .first()
      .click();
    await page.waitForURL(/step=details$/);

    // The owner sees the draft with a banner; a visitor gets the 404 page.
    await page.goto(`/listing/${id}`);
    await page.getByTestId('status-banner').getByText(en('listings.status-banner.draft')).waitFor();
    const visitor = await newPerson(browser);
    const res = await visitor.page.goto(`/listing/${id}`);
    expect(res?.status()).toBe(404);
    await visitor.page.getByText(en('errors.page-not-found')).first().waitFor();
    await visitor.context.close();
    await context.close();
  });
});
