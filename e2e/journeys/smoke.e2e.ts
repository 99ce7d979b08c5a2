import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPerson } from '../support/browser';

describe('[visitor] opens the site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('server-renders the landing page', async () => {
    const { page, context } = await newPerson(browser);
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect(page.title()).resolves.toMatch(/Biclou/);
    await context.close();
  });
});
