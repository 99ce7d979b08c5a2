import type { TestApp } from './build-test-app';

/**
 * Counts the statements the app's database client receives from now on: PGlite and `pg.Pool`
 * both go through `query` (drizzle calls it for every statement outside a transaction).
 * `stop()` puts the client back as it was.
 */
export function countQueries(t: TestApp) {
  const client = (t.deps.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    /** The count for one call, from zero. */
    async during<T>(fn: () => Promise<T>): Promise<{ result: T; queries: number }> {
      const before = count;
      const result = await fn();
      return { result, queries: count - before };
    },
    stop() {
      client.query = original;
    },
  };
}
