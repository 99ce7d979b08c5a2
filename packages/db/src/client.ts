import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every repository takes: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres:// URL; when absent, embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; in memory when absent. */
  dataDir?: string;
  /** PostgreSQL schema to use (tests isolate each file in its own schema). */
  pgSchema?: string;
  /** A PGlite data-dir dump (tarball) to start from: tests load a migrated template in ~0.5 s instead of ~6 s. */
  pgliteTemplatePath?: string;
}

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export async function openDb(opts: DbOptions = {}): Promise<DbHandle> {
  if (opts.url) return openPostgres(opts.url, opts.pgSchema);
  return openPglite(opts.dataDir, opts.pgliteTemplatePath);
}

async function openPglite(dataDir?: string, templatePath?: string): Promise<DbHandle> {
  if (dataDir) (await import('node:fs')).mkdirSync(dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const loadDataDir = templatePath ? new Blob([(await import('node:fs')).readFileSync(templatePath)]) : undefined;
  // relaxedDurability: answer before the file system flush. Embedded mode is for development and
  // demos; it multiplies small-query throughput (bench/run.ts), and PostgreSQL is the production path.
  const client = await PGlite.create({
    dataDir,
    loadDataDir,
    relaxedDurability: true,
    extensions: { btree_gist, pg_trgm, unaccent },
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string, pgSchema?: string): Promise<DbHandle> {
  const pg = await import('pg');
  const options = pgSchema ? `-c search_path=${pgSchema},public` : undefined;
  const pool = new pg.default.Pool({ connectionString: url, options, max: Number(process.env.DB_POOL_MAX ?? 10) });
  if (pgSchema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${pgSchema}"`);
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder, migrationsSchema: pgSchema ?? 'drizzle' });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}
