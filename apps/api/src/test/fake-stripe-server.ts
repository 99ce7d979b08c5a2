import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that plays the parts of Stripe's API Biclou uses, so the real SDK can be
 * tested without the network (there is none here). Form-encoded bodies with bracketed keys like
 * Stripe's; `Idempotency-Key` semantics (the same key on the same path answers the same object,
 * the same key with other parameters is a 400 idempotency_error); Connect calls honour the
 * `Stripe-Account` header. Test controls are plain methods (succeed, decline, setAccount…).
 */

type Obj = Record<string, unknown>;
interface Logged {
  method: string;
  path: string;
  body: Obj;
  idempotencyKey: string | null;
  stripeAccount: string | null;
}

export const FAKE_STRIPE_KEY = 'sk_test_fakeBiclou0000000000';
const FAKE_STRIPE_PUBLISHABLE_KEY = 'pk_test_fakeBiclou0000000000';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fakeBiclou0000000000';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowS = () => Math.floor(Date.now() / 1000);

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Obj,
  ) {
    super(String(body.message));
  }
}
const invalid = (message: string, param?: string, status = 400) =>
  new StripeHttpError(status, { type: 'invalid_request_error', message, param });

/** `a[b][0]=x&c=1` → { a: { b: ['x'] }, c: '1' } (what the SDK's qs encoding sends). */
function parseStripeForm(text: string): Obj {
  const out: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p, i) => i === 0 || p !== '');
    let node: Obj = out;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]!);
      if (last) {
        if (Array.isArray(node)) (node as unknown[]).push(value);
        else node[part] = value;
        return;
      }
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Obj;
    });
  }
  return out;
}

const int = (v: unknown, param: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw invalid(`Invalid integer: ${String(v)}`, param);
  return n;
};

export interface FakeStripe {
  url: string;
  /** Every request the server answered, oldest first. */
  requests: Logged[];
  paymentIntents: Map<string, Obj>;
  refunds: Obj[];
  accounts: Map<string, Obj>;
  transfers: Obj[];
  payouts: Obj[];
  /** The customer pays: the intent succeeds with a card charge (what the Payment Element does). */
  succeed(intentId: string, card?: { brand: string; last4: string }): Obj;
  /** The customer's card is declined: the intent goes back to requires_payment_method. */
  decline(intentId: string, message?: string): Obj;
  /** Later off-session confirmations with this payment method (a deposit hold) are declined. */
  declineMethod(paymentMethodId: string): void;
  /** The authorisation of a manual-capture intent lapses (Stripe cancels it, reason `automatic`). */
  expire(intentId: string): Obj;
  /** The owner went through onboarding (or not): sets the account's flags and requirements. */
  setAccount(accountId: string, patch: Obj): Obj;
  /** The next payouts fail with this Stripe error (null: they succeed again). */
  failPayouts(message: string | null): void;
  /** Every call fails with a 500 (null: normal again), to test unavailability. */
  breakApi(on: boolean): void;
  /** A webhook event wrapping an object, as Stripe sends it. */
  event(type: string, object: Obj): Obj;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: Logged[] = [];
  const paymentIntents = new Map<string, Obj>();
  const charges = new Map<string, Obj>();
  const refunds: Obj[] = [];
  const accounts = new Map<string, Obj>();
  const transfers: Obj[] = [];
  const payouts: Obj[] = [];
  const idempotent = new Map<string, { params: string; status: number; body: Obj }>();
  let payoutFailure: string | null = null;
  const declinedMethods = new Set<string>();
  /** Payment methods saved for off-session use, with their customer (a succeeded intent with setup_future_usage). */
  const savedMethods = new Map<string, string>();
  const customers = new Map<string, Obj>();
  let broken = false;

  const refundedOf = (intentId: string) =>
    refunds
      .filter((r) => r.payment_intent === intentId && r.status !== 'failed')
      .reduce((s, r) => s + Number(r.amount), 0);

  function intentView(intent: Obj, expand: string[]): Obj {
    const chargeId = intent.latest_charge as string | null;
    return {
      ...intent,
      latest_charge: chargeId && expand.includes('latest_charge') ? (charges.get(chargeId) ?? chargeId) : chargeId,
    };
  }

  function route(method: string, path: string, body: Obj, query: Obj, stripeAccount: string | null): Obj {
    const expand = [
      ...((body.expand as string[] | undefined) ?? []),
      ...((query.expand as string[] | undefined) ?? []),
    ];
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer: Obj = {
        id: id('cus'),
        object: 'customer',
        description: body.description ?? null,
        metadata: body.metadata ?? {},
        created: nowS(),
        livemode: false,
      };
      customers.set(customer.id as string, customer);
      return customer;
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const intent: Obj = {
        id: id('pi'),
        object: 'payment_intent',
        amount: int(body.amount, 'amount'),
        amount_received: 0,
        currency: String(body.currency ?? ''),
        status: 'requires_payment_method',
        client_secret: '',
        description: body.description ?? null,
        metadata: body.metadata ?? {},
        payment_method_types: body.allowed_payment_method_types ?? body.payment_method_types ?? ['card'],
        latest_charge: null,
        last_payment_error: null,
        capture_method: body.capture_method ?? 'automatic',
        amount_capturable: 0,
        payment_method: body.payment_method ?? null,
        customer: body.customer ?? null,
        setup_future_usage: body.setup_future_usage ?? null,
        created: nowS(),
        livemode: false,
      };
      if (!/^[a-z]{3}$/.test(intent.currency as string)) throw invalid('Invalid currency', 'currency');
      intent.client_secret = `${intent.id as string}_secret_${randomBytes(12).toString('hex')}`;
      paymentIntents.set(intent.id as string, intent);
      // A server-side confirmation with a saved card (an off-session deposit hold, capture_method=manual).
      if (body.customer && !customers.has(body.customer as string))
        throw invalid(`No such customer: '${String(body.customer)}'`, 'customer');
      if (body.confirm === 'true') {
        if (!intent.payment_method) throw invalid('A payment method is required to confirm.', 'payment_method');
        // Like Stripe: a card is reused off session only when it was saved on this customer.
        if (body.off_session === 'true' && savedMethods.get(intent.payment_method as string) !== intent.customer)
          throw invalid(
            'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again.',
            'payment_method',
          );
        if (declinedMethods.has(intent.payment_method as string)) {
          const error = {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          };
          Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
          throw new StripeHttpError(402, { ...error, payment_intent: intent });
        }
        if (intent.capture_method === 'manual')
          Object.assign(intent, { status: 'requires_capture', amount_capturable: intent.amount });
        else Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
      }
      return intent;
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/payment_intents\/([\w]+)\/capture$/))) {
      const intent = paymentIntents.get(m[1]!);
      if (!intent) throw invalid(`No such payment_intent: '${m[1]}'`, 'intent', 404);
      if (intent.status !== 'requires_capture')
        throw new StripeHttpError(400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `This PaymentIntent could not be captured because it has a status of ${intent.status as string}.`,
        });
      const amount =
        body.amount_to_capture === undefined ? Number(intent.amount) : int(body.amount_to_capture, 'amount_to_capture');
      if (amount > Number(intent.amount_capturable))
        throw invalid('The amount to capture is greater than the amount capturable.', 'amount_to_capture');
      Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
      return intentView(intent, expand);
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/payment_intents\/([\w]+)$/))) {
      const intent = paymentIntents.get(m[1]!);
      if (!intent) throw invalid(`No such payment_intent: '${m[1]}'`, 'intent', 404);
      return intentView(intent, expand);
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/payment_intents\/([\w]+)\/cancel$/))) {
      const intent = paymentIntents.get(m[1]!);
      if (!intent) throw invalid(`No such payment_intent: '${m[1]}'`, 'intent', 404);
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        throw new StripeHttpError(400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status as string}.`,
        });
      }
      Object.assign(intent, {
        status: 'canceled',
        cancellation_reason: body.cancellation_reason ?? null,
        amount_capturable: 0,
      });
      return intentView(intent, expand);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = paymentIntents.get(String(body.payment_intent));
      if (!intent) throw invalid(`No such payment_intent: '${String(body.payment_intent)}'`, 'payment_intent', 404);
      if (intent.status !== 'succeeded')
        throw invalid(
          `This PaymentIntent (${intent.id as string}) does not have a successful charge to refund.`,
          'payment_intent',
        );
      const amount =
        body.amount === undefined
          ? Number(intent.amount_received) - refundedOf(intent.id as string)
          : int(body.amount, 'amount');
      if (amount + refundedOf(intent.id as string) > Number(intent.amount_received))
        throw invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge.`, 'amount');
      const refund = {
        id: id('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        charge: intent.latest_charge,
        status: 'succeeded',
        metadata: body.metadata ?? {},
        created: nowS(),
      };
      refunds.push(refund);
      return refund;
    }
    if (method === 'POST' && path === '/v1/accounts') {
      const account: Obj = {
        id: id('acct'),
        object: 'account',
        type: body.type ?? (body.controller ? null : 'express'),
        controller: body.controller ?? null,
        country: body.country ?? 'FR',
        email: body.email ?? null,
        business_type: body.business_type ?? null,
        capabilities: Object.fromEntries(
          Object.keys((body.capabilities as Obj | undefined) ?? {}).map((k) => [k, 'inactive']),
        ),
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        metadata: body.metadata ?? {},
        requirements: {
          currently_due: ['external_account', 'individual.verification.document'],
          past_due: [],
          pending_verification: [],
          disabled_reason: 'requirements.past_due',
          errors: [],
        },
        created: nowS(),
      };
      if (!/^[A-Z]{2}$/.test(String(account.country))) throw invalid('Invalid country', 'country');
      accounts.set(account.id as string, account);
      return account;
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/accounts\/([\w]+)$/))) {
      const account = accounts.get(m[1]!);
      if (!account) throw invalid(`No such account: '${m[1]}'`, 'account', 404);
      return account;
    }
    if (method === 'POST' && path === '/v1/account_links') {
      if (!accounts.has(String(body.account)))
        throw invalid(`No such account: '${String(body.account)}'`, 'account', 404);
      if (!body.return_url || !body.refresh_url) throw invalid('Missing required param: return_url.', 'return_url');
      return {
        object: 'account_link',
        url: `https://connect.stripe.com/setup/e/${String(body.account)}/${randomBytes(8).toString('hex')}`,
        created: nowS(),
        expires_at: nowS() + 300,
      };
    }
    if (method === 'POST' && path === '/v1/transfers') {
      const destination = accounts.get(String(body.destination));
      if (!destination) throw invalid(`No such destination: '${String(body.destination)}'`, 'destination', 404);
      const transfer: Obj = {
        id: id('tr'),
        object: 'transfer',
        reversed: false,
        amount: int(body.amount, 'amount'),
        currency: body.currency,
        destination: destination.id,
        description: body.description ?? null,
        metadata: body.metadata ?? {},
        created: nowS(),
      };
      transfers.push(transfer);
      return transfer;
    }
    if (method === 'GET' && path === '/v1/transfers') {
      const data = transfers.filter((t) => !query.destination || t.destination === query.destination).reverse();
      return { object: 'list', data, has_more: false, url: '/v1/transfers' };
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/transfers\/([\w]+)\/reversals$/))) {
      const transfer = transfers.find((t) => t.id === m![1]);
      if (!transfer) throw invalid(`No such transfer: '${m[1]}'`, 'id', 404);
      if (transfer.reversed) throw invalid('This transfer is already fully reversed.', 'id');
      transfer.reversed = true;
      return {
        id: id('trr'),
        object: 'transfer_reversal',
        amount: transfer.amount,
        currency: transfer.currency,
        transfer: transfer.id,
        created: nowS(),
      };
    }
    if (method === 'POST' && path === '/v1/payouts') {
      if (!stripeAccount || !accounts.has(stripeAccount))
        throw invalid(
          'A payout to an owner is made on their connected account (Stripe-Account header).',
          undefined,
          400,
        );
      if (payoutFailure)
        throw new StripeHttpError(400, {
          type: 'invalid_request_error',
          code: 'balance_insufficient',
          message: payoutFailure,
        });
      const payout = {
        id: id('po'),
        object: 'payout',
        amount: int(body.amount, 'amount'),
        currency: body.currency,
        status: 'pending',
        account: stripeAccount,
        description: body.description ?? null,
        metadata: body.metadata ?? {},
        created: nowS(),
      };
      payouts.push(payout);
      return payout;
    }
    throw invalid(`Unrecognized request URL (${method}: ${path}).`, undefined, 404);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const body = parseStripeForm(raw);
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    const stripeAccount = (req.headers['stripe-account'] as string | undefined) ?? null;
    requests.push({ method, path: url.pathname, body, idempotencyKey, stripeAccount });
    const send = (status: number, payload: Obj) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': id('req'),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      });
      res.end(JSON.stringify(payload));
    };
    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`)
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    if (broken) return send(500, { error: { type: 'api_error', message: 'An unknown error occurred.' } });
    const slot =
      idempotencyKey && method === 'POST' ? `${stripeAccount ?? ''}|${url.pathname}|${idempotencyKey}` : null;
    if (slot) {
      const seen = idempotent.get(slot);
      if (seen) {
        if (seen.params !== raw) {
          return send(400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          });
        }
        res.setHeader('idempotent-replayed', 'true');
        return send(seen.status, seen.body);
      }
    }
    let status = 200;
    let payload: Obj;
    try {
      payload = route(method, url.pathname, body, parseStripeForm(url.search.slice(1)), stripeAccount);
    } catch (err) {
      if (!(err instanceof StripeHttpError)) throw err;
      status = err.status;
      payload = { error: err.body };
    }
    if (slot && status < 500) idempotent.set(slot, { params: raw, status, body: payload });
    send(status, payload);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const mustIntent = (intentId: string) => {
    const intent = paymentIntents.get(intentId);
    if (!intent) throw new Error(`fake stripe: no payment intent ${intentId}`);
    return intent;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    paymentIntents,
    refunds,
    accounts,
    transfers,
    payouts,
    succeed(intentId, card = { brand: 'visa', last4: '4242' }) {
      const intent = mustIntent(intentId);
      const charge = {
        id: id('ch'),
        object: 'charge',
        amount: intent.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        paid: true,
        payment_method_details: { type: 'card', card: { ...card, exp_month: 12, exp_year: 2030 } },
      };
      charges.set(charge.id, charge);
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount,
        latest_charge: charge.id,
        last_payment_error: null,
        payment_method: intent.payment_method ?? id('pm'),
      });
      if (intent.setup_future_usage === 'off_session' && intent.customer)
        savedMethods.set(intent.payment_method as string, intent.customer as string);
      return intentView(intent, []);
    },
    declineMethod(paymentMethodId) {
      declinedMethods.add(paymentMethodId);
    },
    expire(intentId) {
      const intent = mustIntent(intentId);
      Object.assign(intent, { status: 'canceled', cancellation_reason: 'automatic', amount_capturable: 0 });
      return intentView(intent, []);
    },
    decline(intentId, message = 'Your card was declined.') {
      const intent = mustIntent(intentId);
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message },
      });
      return intentView(intent, []);
    },
    setAccount(accountId, patch) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`fake stripe: no account ${accountId}`);
      Object.assign(account, patch);
      return account;
    },
    failPayouts(message) {
      payoutFailure = message;
    },
    breakApi(on) {
      broken = on;
    },
    event(type, object) {
      return {
        id: id('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: nowS(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** The env that selects Stripe and points the SDK at a fake server. */
export const stripeEnv = (fake: Pick<FakeStripe, 'url'>) => ({
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
  STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_PUBLISHABLE_KEY,
  STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
  STRIPE_API_URL: fake.url,
});
