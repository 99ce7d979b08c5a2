import * as endpoints from '@biclou/contracts/endpoints';
import type { Endpoint } from '@biclou/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app';

/** `/listings/:listingId` and `/api/v1/listings/{id}` alike → `/listings/{}` (parameter names may differ). */
const shape = (path: string) => path.replace(/^\/api\/v1/, '').replace(/:[A-Za-z]+|\{[^}]+\}/g, '{}');

/**
 * The web's endpoint table (packages/contracts/src/endpoints.ts) cannot drift from the API: every
 * endpoint is a route of the API's OpenAPI document, with the same method.
 */
describe('web endpoint table', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp({}, { NODE_ENV: 'development' });
  });
  afterAll(async () => t.close());

  const table = Object.entries(endpoints as Record<string, unknown>).filter(
    (e): e is [string, Endpoint] => typeof e[1] === 'object' && e[1] !== null && 'path' in e[1],
  );

  it('holds the operations the web calls', () => {
    expect(table.length).toBeGreaterThan(70);
  });

  it.each(table)('%s is a route of the API', (_, endpoint) => {
    const routes = new Map<string, Set<string>>();
    for (const [path, operations] of Object.entries(
      (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths,
    )) {
      const methods = routes.get(shape(path)) ?? new Set<string>();
      for (const method of Object.keys(operations)) methods.add(method.toUpperCase());
      routes.set(shape(path), methods);
    }
    expect([...(routes.get(shape(endpoint.path)) ?? [])]).toContain(endpoint.method);
  });
});
