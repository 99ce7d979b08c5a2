/**
 * Writes the API's OpenAPI document (what GET /api/docs/json serves) to the file given as the first
 * argument, from an app on a throwaway embedded database. `npm run lint:api` lints it with Spectral.
 * With `--client`, writes the typed client's schema instead (openapi-typescript: `npm run api:client`).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '@biclou/db/client';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/platform/config/config';
import { clientTypesOf } from '../apps/api/src/test/api-client/generate';

const client = process.argv.includes('--client');
const out = process.argv.filter((a) => !a.startsWith('--'))[2] ?? 'openapi.json';
const dir = mkdtempSync(path.join(tmpdir(), 'biclou-openapi-'));
const handle = await openDb();
try {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, DATABASE_URL: '', REDIS_URL: '' });
  const app = await buildApp({ deps: { config, db: handle.db, dbKind: handle.kind } as never });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = JSON.parse(res.body);
  writeFileSync(out, client ? await clientTypesOf(document) : JSON.stringify(document, null, 2));
  await app.close();
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
