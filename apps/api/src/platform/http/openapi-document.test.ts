import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { operationIdOf } from './openapi-document';

let t: TestApp;
let doc: {
  info: { description?: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, { operationId: string; summary: string; description: string; tags: string[] }>>;
};
beforeAll(async () => {
  // With a site handler, so the catch-all page routes exist as they do in production.
  t = await buildTestApp({}, {}, { site: async () => new Response('page') });
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('derives a stable verb-noun operationId from the method and the path', () => {
    expect(operationIdOf('get', '/api/v1/bookings/{bookingId}/messages')).toBe('getBookingsByBookingIdMessages');
    expect(operationIdOf('post', '/api/v1/auth/login')).toBe('postAuthLogin');
    expect(operationIdOf('get', '/api/health/ready')).toBe('getHealthReady');
    expect(operationIdOf('put', '/api/v1/admin/sub-categories/{subCategoryId}')).toBe(
      'putAdminSubCategoriesBySubCategoryId',
    );
  });

  it('gives every operation a unique operationId, a summary, a description and declared tags; lists no page route', () => {
    const declared = new Set(doc.tags.map((tag) => tag.name));
    const ids = new Set<string>();
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method, op })),
    );
    expect(operations.length).toBeGreaterThan(100);
    for (const { path, method, op } of operations) {
      expect(path, 'only API paths').toMatch(/^\/api\//);
      expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z]+[A-Z][A-Za-z0-9]*$/);
      expect(ids.has(op.operationId), op.operationId).toBe(false);
      ids.add(op.operationId);
      expect(op.summary.length, `${method} ${path}`).toBeGreaterThan(5);
      expect(op.description.length).toBeGreaterThan(5);
      for (const tag of op.tags) expect(declared.has(tag), tag).toBe(true);
    }
    for (const tag of doc.tags) expect(tag.description.length).toBeGreaterThan(5);
    expect(doc.info.description).toMatch(/Biclou/);
  });

  it('lists null among the values of a nullable enum', () => {
    const walk = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      const schema = node as { nullable?: boolean; enum?: unknown[] };
      if (schema.nullable && schema.enum) expect(schema.enum).toContain(null);
      Object.values(node).forEach(walk);
    };
    walk(doc.paths);
  });
});
