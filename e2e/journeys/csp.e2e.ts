import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMember, logIn } from '../support/accounts';
import { confirmPhoneByApi } from '../support/bookings';
import { baseURL, launchBrowser, newPerson } from '../support/browser';
import { apiAs, isoDaysFromNow, liveListing, waitForHydration } from '../support/listings';

/**
 * The strict Content Security Policy (decisions "Strict CSP") on the real build: every
 * page's `script-src` has a nonce of its own response and no 'unsafe-inline', every inline script
 * of the page carries that nonce, and the page still hydrates under it (support/csp-guard.ts fails
 * any journey on a violation).
 */

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
let browser: Browser;
let listingId: string;
let bookingId: string;
let renter: { email: string; password: string };
let renterCookie: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const owner = await createVerifiedMember('csp-owner');
  const ownerApi = await apiAs(owner.email, owner.password);
  listingId = await liveListing(ownerApi, 'Gazelle', 'Esprit C7');
  renter = await createVerifiedMember('csp-renter');
  const renterApi = await apiAs(renter.email, renter.password);
  renterCookie = renterApi.cookie;
  await confirmPhoneByApi(renterApi);
  const { booking } = await renterApi.call<{ booking: { id: string } }>('POST', '/bookings', {
    listingId,
    startDate: isoDaysFromNow(12),
    endDate: isoDaysFromNow(13),
    accessoryIds: [],
    depositAcknowledged: true,
  });
  bookingId = booking.id;
  await ownerApi.call('POST', `/bookings/${bookingId}/accept`, {});
});
afterAll(() => browser?.close());

/** The page's policy and the nonce its `script-src` names. */
async function policyOf(path: string, cookie?: string) {
  // A browser's user agent: crawlers get a bare status instead of an error page (entry.server.tsx).
  const res = await fetch(`${baseURL()}${path}`, {
    headers: { 'user-agent': BROWSER_UA, ...(cookie ? { cookie } : {}) },
  });
  const csp = res.headers.get('content-security-policy') ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src ')) ?? '';
  const nonce = /'nonce-([A-Za-z0-9_-]{22})'/.exec(scriptSrc)?.[1];
  return { status: res.status, csp, scriptSrc, nonce, html: await res.text(), reporting: res.headers };
}

/** Every `<script>` that runs (not JSON-LD data, not the inert hydration module): its nonce. */
function runnableScriptNonces(html: string): (string | null)[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attrs) => !/type="(application\/ld\+json|text\/biclou-module)"/.test(attrs))
    .map((attrs) => /\bnonce="([^"]*)"/.exec(attrs)?.[1] ?? null);
}

describe('Content Security Policy', () => {
  const pages = () => [
    { name: 'the landing page', path: '/', status: 200 },
    { name: 'a listing', path: `/listing/${listingId}`, status: 200 },
    { name: 'the pay page', path: `/dashboard/trips/${bookingId}/pay`, status: 200, cookie: renterCookie },
    { name: 'the 404 page', path: '/no-such-page/anywhere', status: 404 },
  ];

  it('gives each page a nonce of its own in script-src, on every inline script, never unsafe-inline', async () => {
    for (const page of pages()) {
      const first = await policyOf(page.path, page.cookie);
      const second = await policyOf(page.path, page.cookie);
      expect(first.status, page.name).toBe(page.status);
      expect(first.scriptSrc, page.name).not.toContain("'unsafe-inline'");
      expect(first.scriptSrc, page.name).toContain("'strict-dynamic'");
      expect(first.nonce, page.name).toBeDefined();
      expect(second.nonce, page.name).toBeDefined();
      expect(second.nonce, `${page.name}: a new nonce per response`).not.toBe(first.nonce);
      const nonces = runnableScriptNonces(first.html);
      // The theme script, React Router's context and module scripts, the boot script at least.
      expect(nonces.length, page.name).toBeGreaterThanOrEqual(4);
      expect(new Set(nonces), page.name).toEqual(new Set([first.nonce]));
      expect(first.csp, page.name).toContain('report-uri /api/v1/csp-reports');
      expect(first.csp, page.name).toContain('report-to csp');
      expect(first.reporting.get('reporting-endpoints'), page.name).toBe('csp="/api/v1/csp-reports"');
    }
  });

  it('keeps the API and static files to a policy without any inline script', async () => {
    const res = await fetch(`${baseURL()}/api/v1/settings`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toMatch(/unsafe-inline|nonce-/);
  });

  it('hydrates the public pages in the browser without a violation', async () => {
    const visitor = await newPerson(browser);
    for (const path of ['/', `/listing/${listingId}`, '/search', '/no-such-page/anywhere']) {
      await visitor.page.goto(path);
      await waitForHydration(visitor.page);
    }
    await visitor.context.close();
  });

  it('hydrates the login and pay pages without a violation (zod runs jitless)', async () => {
    const member = await newPerson(browser);
    await logIn(member.page, renter.email, renter.password);
    await member.page.goto(`/dashboard/trips/${bookingId}/pay`);
    await waitForHydration(member.page);
    await member.page.getByTestId('test-payments-notice').waitFor();
    await member.context.close();
  });

  it('has a report endpoint that takes both report formats', async () => {
    const post = (body: unknown, type: string) =>
      fetch(`${baseURL()}/api/v1/csp-reports`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify(body),
      });
    const cspReport = { 'csp-report': { 'document-uri': `${baseURL()}/`, 'blocked-uri': 'inline' } };
    expect((await post(cspReport, 'application/csp-report')).status).toBe(204);
    const reports = [{ type: 'csp-violation', body: { documentURL: `${baseURL()}/`, blockedURL: 'eval' } }];
    expect((await post(reports, 'application/reports+json')).status).toBe(204);
  });
});
