import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '@biclou/contracts/zod-messages';
import { serverMessages } from '../platform/http/message-language';
import { buildTestApp, type TestApp } from './build-test-app';
import { signedInUser } from './helpers';

/** The catalogue's `server` section: every API message is one of its keys, and has a French sentence. */
const en = serverMessages('en');
const fr = serverMessages('fr');

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

/** The `.ts` files under `dir`, tests and test helpers left out. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.split(path.sep).includes('test'))
    .map((f) => path.join(dir, f));

/**
 * The sentences the code writes itself, by file: in the contracts every string that reads as a
 * sentence (a capital, a final stop: the schemas' messages), in the API every text an `AppError`
 * is thrown with. Sentences built around a value (`${max}`) are not literals and not read here.
 */
function writtenMessages(): Map<string, string> {
  const found = new Map<string, string>();
  const root = path.resolve(import.meta.dirname, '../../../..');
  const read = (file: string, take: (node: ts.Node) => boolean, mention = '') => {
    const text = readFileSync(file, 'utf8');
    if (!text.includes(mention)) return;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node, inside: boolean): void => {
      const taken = inside || take(node);
      // Capitalised: an AppError's field names and codes are not sentences.
      if (taken && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && /^[A-Z]/.test(node.text))
        found.set(node.text, path.relative(root, file));
      ts.forEachChild(node, (child) => visit(child, taken));
    };
    visit(source, false);
  };
  const sentence = /^[A-Z][^\n]*[.?!]$/;
  for (const file of sources(path.join(root, 'packages/contracts/src')))
    read(file, (node) => ts.isStringLiteral(node) && sentence.test(node.text));
  const appError = (node: ts.Node) =>
    (ts.isCallExpression(node) && /^AppError\.\w+$/.test(node.expression.getText())) ||
    (ts.isNewExpression(node) && node.expression.getText() === 'AppError');
  for (const file of sources(path.join(root, 'apps/api/src'))) read(file, appError, 'AppError');
  return found;
}

describe('the sentences the code writes', () => {
  it('are all in the catalogue, in English and in French', () => {
    const written = writtenMessages();
    expect(written.size).toBeGreaterThan(200);
    const missing = [...written].filter(([text]) => en[text] !== text || !fr[text] || fr[text] === text);
    expect(missing.map(([text, file]) => `${file}: ${text}`)).toEqual([]);
  });

  it("and the domain's message tables (their values, sentences built around a limit included)", async () => {
    const dir = path.resolve(import.meta.dirname, '../../../../packages/domain/src');
    const missing: string[] = [];
    const walk = (where: string, value: unknown): void => {
      if (typeof value === 'string') {
        if (en[value] !== value || !fr[value] || fr[value] === value) missing.push(`${where}: ${value}`);
      } else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(where, v);
    };
    let tables = 0;
    for (const file of sources(dir)) {
      const exported = (await import(file)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exported))
        if (name.endsWith('_MESSAGES') && typeof value === 'object') {
          tables += 1;
          walk(`${path.basename(file)} ${name}`, value);
        }
    }
    expect(tables).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
