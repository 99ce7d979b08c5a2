import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { SiteHandler } from '../ssr/register-ssr';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A stand-in for React Router that writes the id it was handed into the page, as the 500 page does. */
const site: SiteHandler = async (_request, context) =>
  new Response(`<!doctype html><p data-testid="error-reference">${context.requestId}</p>`, {
    status: 500,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, {}, { site });
});
afterAll(() => t.close());

describe('request ids', () => {
  it('answers every request with its id: API, unknown API route and page alike', async () => {
    const ids = new Set<string>();
    for (const url of ['/api/health/live', '/api/v1/no-such-route', '/fr/aide']) {
      const res = await t.app.inject({ method: 'GET', url });
      const id = String(res.headers['x-request-id']);
      expect(id, url).toMatch(UUID);
      ids.add(id);
    }
    expect(ids.size).toBe(3);
  });

  it("hands the page its id, so the 500 page shows the header's value", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/broken-page' });
    expect(res.body).toContain(`<p data-testid="error-reference">${res.headers['x-request-id']}</p>`);
  });

  it("keeps a proxy's safe id and replaces anything a log or a page could misread", async () => {
    const sent = async (value: string) =>
      String(
        (await t.app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': value } })).headers[
          'x-request-id'
        ],
      );
    expect(await sent('lb-7f3a9c21e0d4')).toBe('lb-7f3a9c21e0d4');
    for (const bad of ['short', 'a'.repeat(65), 'id with spaces 1234', '<script>alert(1)</script>', 'abc\u00e9defgh'])
      expect(await sent(bad), bad).toMatch(UUID);
  });

  it('a 500 says nothing of the cause but its id, the same as the header', async () => {
    const broken = await buildTestApp();
    const execute = broken.deps.db.execute.bind(broken.deps.db);
    broken.deps.db.execute = (() => Promise.reject(new Error('connection reset by peer'))) as unknown as typeof execute;
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: { code: 'internal', message: 'Something went wrong', requestId: res.headers['x-request-id'] },
      });
      expect(res.body).not.toContain('connection reset');
    } finally {
      broken.deps.db.execute = execute;
      await broken.close();
    }
  });
});
