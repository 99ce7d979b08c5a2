import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launchBrowser, newPerson, personIp } from '../support/browser';
import { text } from '../support/catalogue';
import { createVerifiedMember, logIn } from '../support/accounts';

const en = (key: string) => text('en', key);

/** A session cookie got through the API from an address of its own (the server trusts X-Forwarded-For). */
async function sessionFrom(email: string, password: string, ip: string): Promise<string> {
  const res = await fetch(`${baseURL()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'biclou', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseURL()}${path}`, { headers, redirect: 'manual' });

describe('[member] pages rendered for a signed-in person are never stored', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the dashboard in the browser answers Cache-Control: no-store', async () => {
    const { email, password } = await createVerifiedMember('nostore');
    const { page: tab, context } = await newPerson(browser);
    await logIn(tab, email, password);
    const res = await tab.goto('/dashboard/trips');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toBe('no-store');
    await context.close();
  });

  it('every signed-in page, and only those', async () => {
    const { email, password } = await createVerifiedMember('nostore');
    const cookie = await sessionFrom(email, password, personIp());
    for (const path of [
      '/account',
      '/dashboard/account',
      '/dashboard/payouts',
      '/fr/dashboard/bookings',
      '/dashboard/devices',
      '/search',
      '/',
    ]) {
      const res = await page(path, { cookie });
      expect(res.status, path).toBeLessThan(400);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const visitor = await page('/search');
    expect(visitor.headers.get('cache-control')).not.toBe('no-store');
  });
});

describe('[developer] the dev mailbox answers this machine and admins only', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the mail on this machine, hides it from a remote visitor, shows it to a remote admin', async () => {
    const { email } = await createVerifiedMember('mailbox');
    const path = `/dev/mailbox?to=${encodeURIComponent(email)}`;

    const { page: tab, context } = await newPerson(browser);
    const local = await tab.goto(path);
    expect(local?.status()).toBe(200);
    await tab.getByRole('heading', { name: en('titles.dev-mailbox') }).waitFor();
    await tab.getByText(email).first().waitFor();
    await context.close();

    const remote = await page(path, { 'x-forwarded-for': personIp() });
    expect(remote.status).toBe(404);
    expect(await remote.text()).not.toContain(email);
    const remoteApi = await page(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`, {
      'x-forwarded-for': personIp(),
    });
    expect(remoteApi.status).toBe(404);

    const adminIp = personIp();
    const cookie = await sessionFrom('admin@biclou.test', 'biclou-demo-2026', adminIp);
    const asAdmin = await page(path, { cookie, 'x-forwarded-for': adminIp });
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.text()).toContain(email);
  });
});
