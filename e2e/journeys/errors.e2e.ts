import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { createVerifiedMember, logIn } from '../support/accounts';
import { waitForHydration } from '../support/listings';

const en = (key: string) => text('en', key);

describe('[visitor] meets the error pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows 404 for an unknown route, and "Go back" returns home', async () => {
    const { page, context } = await newPerson(browser);
    const res = await page.goto('/this/does-not-exist');
    expect(res?.status()).toBe(404);
    await page.getByText('404').first().waitFor();
    await page.getByText(en('errors.page-not-found')).first().waitFor();
    await waitForHydration(page);
    await page.getByRole('button', { name: en('errors.go-back') }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('shows "Page Not Found" with the path when route parameters are invalid', async () => {
    const { page, context } = await newPerson(browser);
    const res = await page.goto('/member/not-a-member-id');
    expect(res?.status()).toBe(404);
    await page.getByText(en('errors.route-not-found')).first().waitFor();
    await page.getByText('/member/not-a-member-id').first().waitFor();
    await context.close();
  });

  it('sends guests to login, and shows a forbidden page to members in the admin area', async () => {
    const { page, context } = await newPerson(browser);
    await page.goto('/account');
    await page.waitForURL(/\/auth\/login/);

    const { email, password } = await createVerifiedMember('forbidden');
    await logIn(page, email, password);
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/dashboard/trips');
    const res = await page.goto('/admin');
    expect(res?.status()).toBe(403);
    await page.getByText(en('errors.forbidden')).first().waitFor();
    // A logged-in member is sent away from guest-only pages.
    await page.goto('/auth/register');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    await context.close();
  });

  it('gives search bots a bare status instead of the rendered error page', async () => {
    const res = await fetch(`${baseURL()}/no-such-page`, {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect(res.status).toBe(404);
    const body = await res.text();
    expect(body).not.toContain(en('errors.go-back'));
    expect(body.length).toBeLessThan(200);
  });
});
