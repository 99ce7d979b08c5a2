import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { badRequests, strayInputs, type FuzzRequest } from './bad-requests';
import { describeAnswer, fuzzWorld, send, type World } from './fuzz-world';
import { fillPath, operationsOf, type Operation } from './operations';
import { validValue } from './schema-arbitraries';

/** Generated bad inputs per operation (the acceptance asks for at least 30). */
const RUNS_PER_OPERATION = 30;
const SEED = 20261125;

/**
 * Bad inputs chance may not draw in 30 runs, by operation. A booking decades long at the highest
 * price overflows the booking's integer columns (a 500) unless the booking rules refuse it first:
 * the bookings module has that rule (longest stay, horizon).
 */
const KNOWN_BAD: Record<string, (w: World) => FuzzRequest[]> = {
  'POST /api/v1/bookings': (w) =>
    ['2200-12-31', '2199-01-01', '2150-06-30'].map((endDate) => ({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { 'content-type': 'application/json' },
      as: 'renter',
      what: `a booking until ${endDate}`,
      payload: JSON.stringify({
        listingId: w.fixtures.listingId,
        startDate: '2026-08-03',
        endDate,
        depositAcknowledged: true,
        accessoryIds: [],
      }),
    })),
};

/** A JSON answer in the API's error format, 4xx. */
function expectJsonClientError(req: FuzzRequest, res: LightMyRequestResponse, status?: number) {
  const ok =
    String(res.headers['content-type']).startsWith('application/json') &&
    res.statusCode >= 400 &&
    res.statusCode < 500 &&
    (status === undefined || res.statusCode === status) &&
    typeof (JSON.parse(res.body) as { error?: { code?: unknown } }).error?.code === 'string';
  if (!ok) expect.fail(describeAnswer(req, res));
}

/** Routes that take their body as text or bytes, not through the JSON parser: a browser's CSP report, Stripe's signed events. */
const RAW_BODY_ROUTES = new Set(['POST /api/v1/csp-reports', 'POST /api/v1/payments/stripe/webhook']);

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

/**
 * Schema-driven fuzzing: for the operations of the OpenAPI document whose index is
 * `part` modulo `of`, generated bad inputs must each get a JSON 4xx in the API's error format,
 * never a 5xx or HTML; so must an unknown id (404) and a method the path does not have (405).
 */
export async function defineFuzzSuite(part: number, of: number) {
  const world = await fuzzWorld();
  afterAll(() => world.t.close());
  const ops = operationsOf(world.doc);
  /** Every method some operation takes at this URL (`/places/popular` is also a `/places/{slug}`). */
  const methodsAt = (url: string) =>
    new Set(
      ops
        .filter((o) => new RegExp(`^${o.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(url))
        .map((o) => o.method as string),
    );
  const mine = ops.filter((_, i) => i % of === part);

  describe.each(mine.map((op) => [`${op.method} ${op.path}`, op] as [string, Operation]))('%s', (_, op) => {
    const bad = badRequests(op, world.fixtures);
    it(
      bad
        ? `${RUNS_PER_OPERATION} bad inputs get a JSON 4xx`
        : `${RUNS_PER_OPERATION} stray inputs are ignored or refused, never a 5xx`,
      async () => {
        await fc.assert(
          fc.asyncProperty(bad ?? strayInputs(op), async (req) => {
            const res = await send(world, req);
            if (bad) expectJsonClientError(req, res);
            else if (res.statusCode >= 400 || res.body)
              expect(String(res.headers['content-type']), describeAnswer(req, res)).toMatch(/^application\/json/);
            expect(res.statusCode, describeAnswer(req, res)).toBeLessThan(500);
          }),
          { seed: SEED + mine.indexOf(op), numRuns: RUNS_PER_OPERATION, endOnFailure: true },
        );
      },
    );

    const known = KNOWN_BAD[`${op.method} ${op.path}`];
    if (known) {
      it('known bad inputs get a JSON 4xx', async () => {
        for (const req of known(world)) expectJsonClientError(req, await send(world, req));
      });
    }

    if (op.params.length) {
      it('an unknown id or slug is a JSON 404', async () => {
        const unknown = Object.fromEntries(op.params.map((p) => [p.name, unknownParam(p.schema)]));
        const url = fillPath(op.path, unknown);
        // With a body the schema takes, so the id is what is wrong (validation may still come first: 422).
        const body =
          op.body && !op.formTwin
            ? fc.sample(validValue(op.body, '', world.fixtures), { seed: SEED, numRuns: 1 })[0]
            : undefined;
        const req: FuzzRequest = {
          method: op.method,
          url,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          payload: body === undefined ? undefined : JSON.stringify(body),
          as: 'admin',
          what: 'unknown id',
        };
        const res = await send(world, req);
        expectJsonClientError(req, res, op.body || op.formTwin || op.upload ? undefined : 404);
        if (op.body) expect([404, 422], describeAnswer(req, res)).toContain(res.statusCode);
      });
    }

    it('deeply nested JSON is refused with a 400 before validation, never a 5xx', async () => {
      const url = fillPath(op.path, world.fixtures);
      const valid =
        op.body && !op.formTwin
          ? (fc.sample(validValue(op.body, '', world.fixtures), { seed: SEED, numRuns: 1 })[0] as Record<
              string,
              unknown
            >)
          : {};
      const firstField = Object.keys(op.body?.properties ?? {})[0] ?? 'a';
      for (const [what, payload] of deepBodies(valid, firstField)) {
        const req: FuzzRequest = {
          method: op.method,
          url,
          headers: { 'content-type': 'application/json' },
          payload,
          as: 'admin',
          what,
        };
        const res = await send(world, req);
        expect(res.statusCode, describeAnswer(req, res)).toBeLessThan(500);
        // GET bodies are not read; every other method refuses the body before validation, but for the
        // routes that read their body as raw text (each answers with its own 4xx).
        if (op.method !== 'GET' && !RAW_BODY_ROUTES.has(`${op.method} ${op.path}`)) {
          expectJsonClientError(req, res, 400);
          expect((JSON.parse(res.body) as { error: { code: string } }).error.code).toBe('bad_request');
        }
      }
    });

    it('a method the path does not have is a JSON 405 naming the allowed ones', async () => {
      const url = fillPath(op.path, world.fixtures);
      const allowed = methodsAt(url);
      const method = METHODS.find((m) => !allowed.has(m))!;
      const req: FuzzRequest = { method, url, headers: {}, as: 'admin', what: 'wrong method' };
      const res = await send(world, req);
      expectJsonClientError(req, res, 405);
      expect(String(res.headers.allow).split(/,\s*/).sort()).toEqual(
        [...allowed, ...(allowed.has('GET') ? ['HEAD'] : [])].sort(),
      );
    });
  });
}

/**
 * JSON nested past any body the API takes: a 5,000-deep object, a 10,000-deep array, and an
 * otherwise valid body whose first field holds a 5,000-deep array.
 */
function deepBodies(valid: Record<string, unknown>, field: string): [string, string][] {
  const deepArray = (n: number) => '['.repeat(n) + ']'.repeat(n);
  const rest = JSON.stringify({ ...valid, [field]: 0 }).replace(`"${field}":0`, `"${field}":${deepArray(5000)}`);
  return [
    ['a 5,000-deep object', '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)],
    ['a 10,000-deep array', deepArray(10_000)],
    [`a valid body whose ${field} is a 5,000-deep array`, rest],
  ];
}

/** A well-formed value no row has: a fresh uuid, a slug, or a number when the parameter's pattern wants digits (message ids). */
function unknownParam(schema: { format?: string; pattern?: string }): string {
  if (schema.format === 'uuid') return randomUUID();
  const slug = 'no-such-place-fuzz';
  if (schema.pattern && !new RegExp(schema.pattern).test(slug)) return '999999999999999';
  return slug;
}
