import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_STRIPE_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  startFakeStripe,
  stripeEnv,
  type FakeStripe,
} from '../../apps/api/src/test/fake-stripe-server';
import { launchBrowser } from '../support/browser';
import { text } from '../support/catalogue';

/**
 * The Stripe branch of the pay page, in a real browser against a real server started with
 * PAYMENT_PROVIDER=stripe and the fake Stripe API. Stripe.js cannot be downloaded here, so the
 * browser gets a stand-in for https://js.stripe.com/v3 (same calls: Stripe(), elements(),
 * create('payment'), mount, confirmPayment) whose "card form" asks the fake Stripe API, through
 * this test, to succeed or decline the PaymentIntent, as Stripe's own would.
 */

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);
const root = path.resolve(import.meta.dirname, '../..');
const SHOTS = '/tmp/shots-stripe';
const DEMO_PASSWORD = 'biclou-demo-2026';
const TRIP_URL = /\/dashboard\/trips\/[0-9a-f-]{36}$/;

/** A stand-in for Stripe.js v3: what the pay page uses, nothing more. */
const FAKE_STRIPE_JS = `
window.Stripe = function (key, options) {
  var secret = null;
  return {
    elements: function (o) {
      secret = o.clientSecret;
      return {
        create: function (type) {
          var handlers = {};
          return {
            mount: function (el) {
              var dark = o.appearance && o.appearance.theme === 'night';
              var border = dark ? '#404040' : '#d4d4d4';
              var bg = dark ? '#171717' : '#ffffff';
              var fg = dark ? '#f5f5f5' : '#171717';
              var field = 'display:block;width:100%;box-sizing:border-box;margin-top:4px;padding:10px 12px;border:1px solid ' + border + ';border-radius:8px;background:' + bg + ';color:' + fg + ';font:15px system-ui';
              var label = 'display:block;font:13px system-ui;color:' + (dark ? '#d4d4d4' : '#404040');
              el.innerHTML = '<div data-testid="fake-payment-element" data-key="' + key + '" data-locale="' + (options && options.locale) + '" style="display:grid;gap:12px">'
                + '<label style="' + label + '">Card number<input name="fake-card" autocomplete="off" placeholder="1234 1234 1234 1234" style="' + field + '"></label>'
                + '<div style="display:grid;grid-template-columns:1fr 1fr;gap:12px">'
                + '<label style="' + label + '">Expiration date<input placeholder="MM / YY" style="' + field + '"></label>'
                + '<label style="' + label + '">Security code<input placeholder="CVC" style="' + field + '"></label></div></div>';
              setTimeout(function () { handlers.ready && handlers.ready({}); }, 20);
            },
            destroy: function () {},
            on: function (name, fn) { handlers[name] = fn; }
          };
        }
      };
    },
    confirmPayment: function (o) {
      var card = (document.querySelector('[name=fake-card]').value || '').replace(/\\s/g, '');
      return fetch('https://api.stripe.com/__fake/confirm', { method: 'POST', body: JSON.stringify({ clientSecret: secret, card: card, returnUrl: o.confirmParams.return_url }) })
        .then(function (r) { return r.json(); });
    }
  };
};`;

let fake: FakeStripe;
let server: ChildProcess;
let dataDir: string;
let base: string;
let browser: Browser;
const stripe = new Stripe(FAKE_STRIPE_KEY);
const confirms: { clientSecret: string; card: string; returnUrl: string }[] = [];

async function api(email: string) {
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'biclou' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status}`);
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] as string;
  return async <T>(method: string, p: string, body?: unknown): Promise<{ status: number; json: T }> => {
    const res = await fetch(`${base}/api/v1${p}`, {
      method,
      headers: {
        cookie,
        'x-requested-with': 'biclou',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as T };
  };
}

const isoDaysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Lea asks for one of Thomas's bikes and Thomas accepts: an accepted booking waiting for payment. */
async function acceptedBooking(offsetDays: number): Promise<string> {
  const owner = await api('thomas.dubois@biclou.test');
  const renter = await api('lea.martin@biclou.test');
  const { json } = await owner<{ listings: { id: string; status: string }[] }>('GET', '/me/listings');
  let last = '';
  for (const listing of json.listings.filter((l) => l.status === 'live')) {
    for (let shift = 0; shift < 30; shift += 3) {
      const res = await renter<{ booking: { id: string } }>('POST', '/bookings', {
        listingId: listing.id,
        startDate: isoDaysFromNow(offsetDays + shift),
        endDate: isoDaysFromNow(offsetDays + shift + 2),
        depositAcknowledged: true,
        accessoryIds: [],
      });
      if (res.status !== 201) {
        last = `${res.status} ${JSON.stringify(res.json)}`;
        continue;
      }
      const accepted = await owner('POST', `/bookings/${res.json.booking.id}/accept`, {});
      if (accepted.status === 200) return res.json.booking.id;
    }
  }
  throw new Error(`no bookable demo listing: ${last}`);
}

async function renterPage(
  opts: { width?: number; colorScheme?: 'light' | 'dark'; stripeJs?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: opts.width ?? 1280, height: 900 },
    colorScheme: opts.colorScheme ?? 'light',
    locale: 'en-GB',
  });
  const page = await context.newPage();
  if (opts.stripeJs !== false) {
    await page.route('https://js.stripe.com/v3', (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
    );
    await page.route('https://api.stripe.com/__fake/confirm', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as (typeof confirms)[number];
      confirms.push(body);
      const intentId = body.clientSecret.split('_secret_')[0]!;
      const answer =
        body.card === '4000000000000002'
          ? {
              error: {
                type: 'card_error',
                code: 'card_declined',
                message: (fake.decline(intentId).last_payment_error as { message: string }).message,
              },
            }
          : { paymentIntent: { id: intentId, status: fake.succeed(intentId).status } };
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify(answer),
      });
    });
  }
  await page.goto('/auth/login');
  await page.getByLabel(/^(Email|E-mail)$/).fill('lea.martin@biclou.test');
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(Log in|Se connecter)$/ }).click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/login'));
  return page;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  fake = await startFakeStripe();
  const port = 3700 + Math.floor(Math.random() * 250);
  base = `http://localhost:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'biclou-e2e-stripe-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...stripeEnv(fake),
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      IP_COUNTRY_URL: 'http://127.0.0.1:9/?ip={ip}',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('server not healthy');
    await new Promise((r) => setTimeout(r, 300));
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await fake?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("[renter] pays with Stripe's Payment Element", () => {
  it("sees Stripe's form (no test notice), a declined card keeps the booking payable, then pays; the webhook finds it paid", async () => {
    const bookingId = await acceptedBooking(20);
    const page = await renterPage();
    await page.goto(`/dashboard/trips/${bookingId}/pay`);
    const element = page.getByTestId('fake-payment-element');
    await element.waitFor();
    expect(await element.getAttribute('data-key')).toBe(stripeEnv(fake).STRIPE_PUBLISHABLE_KEY);
    expect(await element.getAttribute('data-locale')).toBe('en');
    expect(await page.getByTestId('test-payments-notice').count()).toBe(0);
    expect(await page.getByTestId('card-form').count()).toBe(0);
    const intents = [...fake.paymentIntents.values()].filter(
      (pi) => (pi.metadata as Record<string, string>).bookingId === bookingId,
    );
    expect(intents).toHaveLength(1);
    await page.screenshot({ path: `${SHOTS}/pay-stripe-1280-light.png`, fullPage: true });

    const payButton = page.getByTestId('stripe-form').getByRole('button', { name: /^Pay / });
    await page.locator('[name=fake-card]').fill('4000 0000 0000 0002');
    await payButton.click();
    await page.getByText('Your card was declined.').waitFor();
    expect(await payButton.isEnabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/pay-stripe-declined-1280-light.png`, fullPage: true });
    const renter = await api('lea.martin@biclou.test');
    expect((await renter<{ booking: { status: string } }>('GET', `/bookings/${bookingId}`)).json.booking.status).toBe(
      'accepted',
    );

    await page.locator('[name=fake-card]').fill('4242 4242 4242 4242');
    await payButton.click();
    await page.waitForURL(TRIP_URL);
    await page.getByText(en('bookings.pay.paid')).first().waitFor();
    await page.getByTestId('booking-detail').and(page.locator('[data-status=paid]')).waitFor();
    expect(confirms.at(-1)!.returnUrl).toBe(`${base}/dashboard/trips/${bookingId}/pay`);
    // One PaymentIntent for the whole visit, decline included.
    expect(
      [...fake.paymentIntents.values()].filter((pi) => (pi.metadata as Record<string, string>).bookingId === bookingId),
    ).toHaveLength(1);

    // Stripe's webhook arrives after the browser's confirm: already paid; its replay: a duplicate.
    const payload = JSON.stringify(
      fake.event('payment_intent.succeeded', fake.paymentIntents.get(intents[0]!.id as string)!),
    );
    const send = () =>
      fetch(`${base}/api/v1/payments/stripe/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: FAKE_STRIPE_WEBHOOK_SECRET }),
        },
        body: payload,
      }).then((r) => r.json());
    expect(await send()).toEqual({ received: true, duplicate: false, outcome: 'already_paid' });
    expect(await send()).toEqual({ received: true, duplicate: true, outcome: null });
    await page.context().close();
  });

  it('looks finished on a phone and in dark mode; says so plainly when Stripe.js cannot load', async () => {
    const bookingId = await acceptedBooking(40);
    for (const [width, colorScheme] of [
      [390, 'light'],
      [390, 'dark'],
      [1280, 'dark'],
    ] as const) {
      const page = await renterPage({ width, colorScheme });
      await page.goto(`/dashboard/trips/${bookingId}/pay`);
      await page.getByTestId('fake-payment-element').waitFor();
      await page.screenshot({ path: `${SHOTS}/pay-stripe-${width}-${colorScheme}.png`, fullPage: true });
      await page.context().close();
    }
    const offline = await renterPage({ stripeJs: false });
    await offline.route('https://js.stripe.com/v3', (route) => route.abort());
    await offline.goto(`/dashboard/trips/${bookingId}/pay`);
    await offline.getByTestId('stripe-unavailable').getByText(en('stripe.unavailable')).waitFor();
    await offline.screenshot({ path: `${SHOTS}/pay-stripe-unavailable-1280-light.png`, fullPage: true });
    await offline.context().close();
  });
});
