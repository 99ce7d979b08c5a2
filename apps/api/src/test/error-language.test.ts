import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../platform/http/message-language';
import type { FuzzRequest } from './fuzz/bad-requests';
import { describeAnswer, fuzzWorld, send, type World } from './fuzz/fuzz-world';
import { operationsOf } from './fuzz/operations';
import { wrongTypeRequests } from './fuzz/wrong-types';

const en = serverMessages('en');
const fr = serverMessages('fr');
const ENGLISH = new Set(Object.values(en));

/** How browsers and apps ask: a regional tag first, the language after. */
const ACCEPT = { en: 'en-GB,en;q=0.9', fr: 'fr-FR,fr;q=0.9,en;q=0.8' } as const;

/** The words of zod, Fastify, ajv and JSON.parse: none may reach a person. */
const RAW = /invalid (input|option)|expected|received|unexpected|json|zod|ajv|fastify|content-type|FST_|undefined/i;

/** The walk sends about this many requests per language at most (about 450 without sampling). */
const MAX_CASES = 300;

const STATUSES = [400, 401, 403, 404, 409, 422];

function messagesOf(res: LightMyRequestResponse): string[] {
  const { error } = res.json() as { error: { message: string; fields?: Record<string, string[]> } };
  return [error.message, ...Object.values(error.fields ?? {}).flat()];
}

/**
 * The same request asked in English and in French: the English answer's every message is a
 * catalogue sentence, and the French answer says each of them as the French catalogue does.
 */
async function expectWordedInBothLanguages(req: FuzzRequest, statuses = STATUSES) {
  const ask = (language: string) => send(world, { ...req, headers: { ...req.headers, 'accept-language': language } });
  const english = await ask(ACCEPT.en);
  const french = await ask(ACCEPT.fr);
  for (const res of [english, french]) {
    expect(statuses, describeAnswer(req, res)).toContain(res.statusCode);
    expect(String(res.headers['content-type']), describeAnswer(req, res)).toMatch(/^application\/json/);
  }
  expect(french.statusCode, describeAnswer(req, french)).toBe(english.statusCode);
  const enMessages = messagesOf(english);
  for (const message of enMessages) {
    expect(message, describeAnswer(req, english)).not.toMatch(RAW);
    expect(ENGLISH.has(message), `not a catalogue sentence: ${describeAnswer(req, english)}`).toBe(true);
  }
  const frMessages = messagesOf(french);
  expect(frMessages, describeAnswer(req, french)).toEqual(enMessages.map((message) => fr[message]));
  for (const [i, message] of frMessages.entries()) {
    expect(message, describeAnswer(req, french)).not.toMatch(RAW);
    expect(message, describeAnswer(req, french)).not.toBe(enMessages[i]);
  }
}

let world: World;
beforeAll(async () => {
  world = await fuzzWorld();
});
afterAll(() => world.t.close());

/**
 * Every case while the walk is small; past `MAX_CASES`, every `step`-th case of each operation
 * (each operation starting at a different place, so every field is met across operations), and
 * at least one per operation.
 */
function sampled(perOperation: FuzzRequest[][]): FuzzRequest[] {
  const step = Math.ceil(perOperation.flat().length / MAX_CASES);
  return perOperation.flatMap((cases, i) => {
    const kept = cases.filter((_, j) => (i + j) % step === 0);
    return kept.length ? kept : cases.slice(0, 1);
  });
}

describe('every refusal is worded by the catalogue, in the language asked', () => {
  it('a wrong type, a missing field or an unknown choice in any body or query of the OpenAPI document', async () => {
    const perOperation = operationsOf(world.doc)
      .map((op) => wrongTypeRequests(op, world.fixtures))
      .filter((cases) => cases.length);
    const cases = sampled(perOperation);
    expect(cases.length).toBeGreaterThan(100);
    for (const req of cases) await expectWordedInBothLanguages(req);
  }, 120_000);

  const unreadable: { what: string; contentType: string; payload: string; status: number }[] = [
    { what: 'malformed JSON', contentType: 'application/json', payload: '{"email":', status: 422 },
    { what: 'JSON cut short', contentType: 'application/json', payload: '{', status: 422 },
    { what: 'an empty JSON body', contentType: 'application/json', payload: '', status: 422 },
    { what: 'XML', contentType: 'text/xml', payload: '<login/>', status: 415 },
    { what: 'bytes', contentType: 'application/octet-stream', payload: 'abc', status: 415 },
    {
      what: 'a body over the cap',
      contentType: 'application/json',
      payload: `{"a":"${'x'.repeat(300_000)}"}`,
      status: 413,
    },
  ];
  it.each(unreadable)('a body that cannot be read: $what', async ({ what, contentType, payload, status }) => {
    const req: FuzzRequest = {
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': contentType },
      payload,
      as: 'anonymous',
      what,
    };
    await expectWordedInBothLanguages(req, [status]);
  });
});
