import type { TestApp } from './build-test-app';

type Query = (...args: unknown[]) => unknown;
interface Queryable {
  query: Query;
}

/**
 * Counts the statements the app's database client receives from now on, transactions included:
 * PGlite and `pg.Pool` both go through `query` (drizzle calls it for every statement outside a
 * transaction). A transaction is its BEGIN, each statement and its COMMIT (or ROLLBACK): PGlite's
 * `transaction` opens and closes it itself (counted as two) and hands a client of its own; `pg`
 * checks out a client (`connect()`) whose `query` receives all of them. `stop()` puts the client
 * back as it was.
 */
export function countQueries(t: TestApp) {
  const client = (
    t.deps.db as unknown as {
      $client: Queryable & {
        transaction?: (cb: (tx: Queryable) => unknown) => unknown;
        connect?: (...args: unknown[]) => unknown;
      };
    }
  ).$client;
  let count = 0;
  const counting = (original: Query): Query =>
    function (this: unknown, ...args: unknown[]) {
      count += 1;
      return original.apply(this, args);
    };
  const original = { query: client.query, transaction: client.transaction, connect: client.connect };
  client.query = counting(original.query);
  if (original.transaction) {
    const transaction = original.transaction;
    client.transaction = function (this: unknown, cb: (tx: Queryable) => unknown) {
      count += 2;
      return transaction.call(this, (tx: Queryable) => {
        tx.query = counting(tx.query);
        return cb(tx);
      });
    };
  } else if (original.connect) {
    // pg-pool's own `query` checks out a client with a callback (already counted above); drizzle's
    // transactions call `connect()` without one and get the client for every statement.
    const connect = original.connect;
    client.connect = function (this: unknown, ...args: unknown[]) {
      if (args.length > 0) return connect.apply(this, args);
      return (connect.apply(this, args) as Promise<Queryable & { release: (...a: unknown[]) => unknown }>).then((c) => {
        const { query, release } = c;
        c.query = counting(query);
        c.release = function (this: unknown, ...a: unknown[]) {
          c.query = query;
          c.release = release;
          return release.apply(this, a);
        };
        return c;
      });
    };
  }
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
      client.query = original.query;
      if (original.transaction) client.transaction = original.transaction;
      if (original.connect) client.connect = original.connect;
    },
  };
}
