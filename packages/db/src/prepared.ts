import type { DbOrTx } from './client';

/**
 * A statement prepared once per database handle: Drizzle builds the SQL once, not per request,
 * and PostgreSQL parses and plans it once per connection. `prepare` must give the statement a name of its own (`.prepare('listing_view')`).
 *
 *   const viewStatement = perHandle((db) => query(db, sql.placeholder('id')).prepare('view'));
 *   const [row] = await viewStatement(db).execute({ id });
 */
export function perHandle<T>(prepare: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const prepared = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
