import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../platform/config/config';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../../test/fake-stripe-server';
import { createStripeClient, stripeAddress } from './stripe-client';
import { createStripePayoutProvider, kycStatusOfAccount } from './stripe-payout-provider';

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake?.close());

const provider = () =>
  createStripePayoutProvider(createStripeClient(loadConfig({ NODE_ENV: 'test', ...stripeEnv(fake) })));
const input = (o: Partial<Parameters<ReturnType<typeof provider>['openAccount']>[0]> = {}) => ({
  userId: crypto.randomUUID(),
  email: 'olive@example.com',
  country: 'BE',
  holderName: 'Olive Peeters',
  iban: 'BE68539007547034',
  bic: 'GKCCBEBB',
  accountRef: null,
  returnUrl: 'https://biclou.test/account#banking',
  ...o,
});
const verified = {
  charges_enabled: true,
  payouts_enabled: true,
  details_submitted: true,
  capabilities: { transfers: 'active' },
  requirements: { currently_due: [], past_due: [], pending_verification: [], disabled_reason: null },
};

describe('Stripe Connect payouts (against the fake Stripe server)', () => {
  it("onboarding: an Express account in the owner's country and an Account Link back to our page; reused on the next call", async () => {
    const p = provider();
    const opened = await p.openAccount(input());
    expect(opened).toMatchObject({
      accountRef: expect.stringMatching(/^acct_/),
      kycStatus: 'unverified',
      onboardingUrl: expect.stringMatching(/^https:\/\/connect\.stripe\.com\//),
    });
    const created = fake.requests.find(
      (r) =>
        r.path === '/v1/accounts' &&
        r.method === 'POST' &&
        fake.accounts.get(opened.accountRef)?.email === r.body.email,
    )!;
    expect(created.body).toMatchObject({
      type: 'express',
      country: 'BE',
      capabilities: { transfers: { requested: 'true' } },
    });
    expect(created.idempotencyKey).toMatch(/^biclou-account-/);
    const link = fake.requests.filter((r) => r.path === '/v1/account_links').at(-1)!;
    expect(link.body).toMatchObject({
      account: opened.accountRef,
      return_url: 'https://biclou.test/account#banking',
      refresh_url: 'https://biclou.test/account#banking',
      type: 'account_onboarding',
    });
    const accountsBefore = fake.accounts.size;
    const again = await p.openAccount(input({ accountRef: opened.accountRef }));
    expect(again.accountRef).toBe(opened.accountRef);
    expect(fake.accounts.size).toBe(accountsBefore);
    fake.setAccount(opened.accountRef, verified);
    expect(await p.accountStatus(opened.accountRef)).toBe('verified');
    expect(await p.openAccount(input({ accountRef: opened.accountRef }))).toEqual({
      accountRef: opened.accountRef,
      kycStatus: 'verified',
      onboardingUrl: null,
    });
  });

  it('a payout is a transfer to the connected account then a payout on it, each with its own idempotency key; a retry pays once', async () => {
    const p = provider();
    const { accountRef } = await p.openAccount(input({ country: 'FR' }));
    fake.setAccount(accountRef, verified);
    const key = `payout:${crypto.randomUUID()}`;
    const sent = await p.sendPayout({
      accountRef,
      amountCents: 12345,
      currency: 'EUR',
      idempotencyKey: key,
      description: 'Biclou payout P-1',
    });
    expect(sent).toEqual({ status: 'in_transit', payoutRef: expect.stringMatching(/^po_/) });
    const retry = await p.sendPayout({
      accountRef,
      amountCents: 12345,
      currency: 'EUR',
      idempotencyKey: key,
      description: 'Biclou payout P-1',
    });
    expect(retry).toEqual(sent);
    expect(fake.transfers.filter((tr) => tr.destination === accountRef)).toMatchObject([
      { amount: 12345, currency: 'eur', reversed: false },
    ]);
    expect(fake.payouts.filter((po) => po.account === accountRef)).toMatchObject([{ amount: 12345, currency: 'eur' }]);
    const calls = fake.requests.filter((r) => r.idempotencyKey?.startsWith(key));
    expect(calls.map((c) => [c.path, c.idempotencyKey, c.stripeAccount])).toEqual([
      ['/v1/transfers', `${key}-transfer`, null],
      ['/v1/payouts', `${key}-payout`, accountRef],
      ['/v1/transfers', `${key}-transfer`, null],
      ['/v1/payouts', `${key}-payout`, accountRef],
    ]);
  });

  it('a refused payout is { failed, message } and its transfer is reversed, so asking again cannot pay twice', async () => {
    const p = provider();
    const { accountRef } = await p.openAccount(input({ country: 'LU' }));
    fake.failPayouts('Insufficient funds in the connected account.');
    try {
      const sent = await p.sendPayout({
        accountRef,
        amountCents: 500,
        currency: 'EUR',
        idempotencyKey: `payout:${crypto.randomUUID()}`,
        description: 'Biclou payout P-2',
      });
      expect(sent).toEqual({
        status: 'failed',
        payoutRef: null,
        message: 'Insufficient funds in the connected account.',
      });
    } finally {
      fake.failPayouts(null);
    }
    expect(fake.transfers.filter((tr) => tr.destination === accountRef)).toMatchObject([
      { amount: 500, reversed: true },
    ]);
    const unknown = await p.sendPayout({
      accountRef: 'acct_nobody',
      amountCents: 500,
      currency: 'EUR',
      idempotencyKey: `payout:${crypto.randomUUID()}`,
      description: 'x',
    });
    expect(unknown).toMatchObject({ status: 'failed', message: expect.stringContaining('No such destination') });
  });

  it('Stripe unreachable: throws (503) instead of reporting a failure, so the caller rolls back and retries with the same key', async () => {
    const p = provider();
    const { accountRef } = await p.openAccount(input());
    fake.breakApi(true);
    try {
      await expect(
        p.sendPayout({
          accountRef,
          amountCents: 100,
          currency: 'EUR',
          idempotencyKey: `payout:${crypto.randomUUID()}`,
          description: 'x',
        }),
      ).rejects.toMatchObject({ status: 503, code: 'payment_unavailable' });
    } finally {
      fake.breakApi(false);
    }
  });
});

describe('kycStatusOfAccount', () => {
  const base = {
    charges_enabled: false,
    payouts_enabled: false,
    details_submitted: false,
    capabilities: {},
    requirements: {
      currently_due: ['external_account'],
      past_due: [],
      pending_verification: [],
      disabled_reason: 'requirements.past_due',
    },
  };
  it.each([
    ['nothing submitted', base, 'unverified'],
    [
      'submitted, Stripe checking',
      {
        ...base,
        details_submitted: true,
        requirements: {
          ...base.requirements,
          currently_due: [],
          pending_verification: ['individual.verification.document'],
        },
      },
      'pending',
    ],
    ['payouts enabled, nothing due', verified, 'verified'],
    [
      'payouts enabled but something due again',
      { ...verified, requirements: { ...verified.requirements, currently_due: ['individual.id_number'] } },
      'pending',
    ],
    [
      'rejected by Stripe',
      {
        ...verified,
        payouts_enabled: false,
        requirements: { ...verified.requirements, disabled_reason: 'rejected.fraud' },
      },
      'rejected',
    ],
    [
      'transfers not active and no charges',
      { ...verified, charges_enabled: false, capabilities: { transfers: 'pending' } },
      'pending',
    ],
  ])('%s → %s', (_name, account, expected) => {
    expect(kycStatusOfAccount(account as never)).toBe(expected);
  });
});

describe('Stripe configuration', () => {
  it('PAYMENT_PROVIDER=stripe requires the three keys and names each missing one', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'stripe' })).toThrow(ConfigError);
    const message = (() => {
      try {
        loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc' });
        return 'no error';
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(message).toContain('STRIPE_PUBLISHABLE_KEY: is required when PAYMENT_PROVIDER=stripe');
    expect(message).toContain('STRIPE_WEBHOOK_SECRET: is required when PAYMENT_PROVIDER=stripe');
    expect(message).not.toContain('STRIPE_SECRET_KEY');
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'pk_test_wrongKind',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_a',
        STRIPE_WEBHOOK_SECRET: 'whsec_a',
      }),
    ).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it("STRIPE_API_URL sets the SDK's protocol, host and port", () => {
    expect(stripeAddress('http://127.0.0.1:4010')).toEqual({ protocol: 'http', host: '127.0.0.1', port: 4010 });
    expect(stripeAddress('https://stripe-mock.internal')).toEqual({
      protocol: 'https',
      host: 'stripe-mock.internal',
      port: 443,
    });
    expect(stripeAddress(undefined)).toEqual({});
  });
});
