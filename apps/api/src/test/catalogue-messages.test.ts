import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '@biclou/contracts/zod-messages';
import { buildTestApp, type TestApp } from './build-test-app';
import { signedInUser } from './helpers';

/** The web's catalogues: a 422's field messages are keys of their `server` section (translated on display). */
const server = (locale: 'en' | 'fr') =>
  (
    JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, `../../../web/public/app/lang/${locale}.json`), 'utf8'),
    ) as { server: Record<string, string> }
  ).server;
const en = server('en');
const fr = server('fr');

const expectCatalogued = (message: string) => {
  expect(en[message], message).toBe(message);
  expect(fr[message], message).toBeDefined();
  expect(fr[message], message).not.toBe(message);
};

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  ({ headers } = await signedInUser(t));
});
afterAll(() => t.close());

const fieldsOf = async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
  const res = await t.app.inject({ method, url, headers, payload: payload as never });
  expect(res.statusCode, res.body).toBe(422);
  return (res.json() as { error: { fields: Record<string, string[]> } }).error.fields;
};

describe("zod's generic issues", () => {
  it('each have a catalogue sentence, in English and in French', () => {
    for (const message of Object.values(GENERIC_MESSAGES)) expectCatalogued(message);
  });

  it('a missing field says it is required, not "Invalid input: expected string, received undefined"', async () => {
    const fields = await fieldsOf('POST', '/api/v1/auth/verify', {});
    expect(fields.verifyUrl).toEqual([GENERIC_MESSAGES.required]);
    expectCatalogued(fields.verifyUrl![0]!);
  });

  it('an unknown choice asks to choose a proposed value, not "Invalid option: expected one of…"', async () => {
    const url = '/api/v1/conversations/00000000-0000-4000-8000-000000000000/close';
    const fields = await fieldsOf('POST', url, { reason: 'bored' });
    expect(fields.reason).toEqual([GENERIC_MESSAGES.invalidChoice]);
    for (const [field, messages] of Object.entries(await fieldsOf('POST', url, { reason: 5, note: 7 })))
      for (const message of messages) {
        expect(message, field).not.toMatch(/^Invalid (input|option)|expected (string|number|one of)/);
        expectCatalogued(message);
      }
  });
});
