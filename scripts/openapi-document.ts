/**
 * Writes the API's OpenAPI document (what GET /api/docs/json serves) to the file given as the first
 * argument, from an app on a throwaway embedded database. `npm run lint:api` lints it with Spectral.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '@biclou/db/client';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/platform/config/config';

const out = process.argv[2] ?? 'openapi.json';
const dir = mkdtempSync(path.join(tmpdir(), 'biclou-openapi-'));
const handle = await openDb();
try {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, DATABASE_URL: '', REDIS_URL: '' });
  const app = await buildApp({ deps: { config, db: handle.db, dbKind: handle.kind } as never });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  writeFileSync(out, JSON.stringify(JSON.parse(res.body), null, 2));
  await app.close();
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
