/**
 * One app instance for the scale-out test (modules/messaging/scale-out.test.ts) and the chat
 * benchmark (bench/chat.ts): the API and Socket.IO on PORT, on the PostgreSQL schema PG_SCHEMA of
 * DATABASE_URL, its sockets shared with the other instances through REDIS_URL's stream
 * REALTIME_STREAM. Prints `ready <port>` once listening. Test-only: never imported by source files.
 * BENCH_EMIT_STAMP=1 (bench:chat) stamps every `message:new` with `emittedAt` (CLOCK_MONOTONIC, ms)
 * as the app hands it to Socket.IO, so that the fan-out is timed like the raw `ws` baseline's.
 */
import type { AddressInfo } from 'node:net';
import { openDb } from '@biclou/db/client';
import { seedReference } from '@biclou/db/seed-reference';
import { buildApp } from '../app';
import { loadConfig } from '../platform/config/config';
import { createDeps } from '../platform/deps-factory';
import { createModuleDeps } from '../modules/module-deps';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const handle = await openDb({ url, pgSchema: process.env.PG_SCHEMA });
await seedReference(handle.db);
const config = loadConfig({
  NODE_ENV: 'test',
  DATABASE_URL: url,
  REDIS_URL: process.env.REDIS_URL ?? '',
  ...(Number(process.env.PORT) > 0 ? { PORT: process.env.PORT } : {}),
  ...(process.env.MEDIA_DIR ? { MEDIA_DIR: process.env.MEDIA_DIR } : {}),
});
const deps = await createDeps({
  config,
  db: handle.db,
  dbKind: handle.kind,
  modules: createModuleDeps,
  redisPrefix: process.env.REDIS_PREFIX,
});
if (process.env.BENCH_EMIT_STAMP === '1') {
  const hub = deps.realtime;
  const emit = hub.emit.bind(hub);
  hub.emit = (rooms, event, payload, except) =>
    emit(
      rooms,
      event,
      event === 'message:new' ? { ...payload, emittedAt: Number(process.hrtime.bigint()) / 1e6 } : payload,
      except,
    );
}
const app = await buildApp({ deps, realtimeStream: process.env.REALTIME_STREAM });
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`ready ${(app.server.address() as AddressInfo).port}`);
process.on('SIGTERM', () => {
  void app.close().then(() => handle.close().then(() => process.exit(0)));
});
