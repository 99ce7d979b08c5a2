import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createDeps, disposeDeps } from '../platform/deps-factory';
import { createModuleDeps } from '../modules/module-deps';
import type { TestApp } from './build-test-app';

/**
 * A second instance of `t`'s app in this process, as a load balancer would put beside it: the
 * same database, configuration and clock, the same Redis key prefix and Socket.IO stream, its own
 * Socket.IO server and adapter (rooms, emits and disconnections reach the other instance only
 * through Redis). Without REDIS_URL there is nothing to share sockets through: `t`'s own app.
 * Test-only.
 */
export async function twinInstance(
  t: TestApp,
): Promise<{ app: FastifyInstance; twin: boolean; close(): Promise<void> }> {
  if (!t.deps.config.REDIS_URL) return { app: t.app, twin: false, close: async () => {} };
  const deps = await createDeps({
    config: t.deps.config,
    db: t.deps.db,
    dbKind: t.deps.dbKind,
    modules: createModuleDeps,
    clock: t.clock,
    redisPrefix: t.shared.redisPrefix,
  });
  const app = await buildApp({ deps, realtimeStream: t.shared.realtimeStream });
  await app.ready();
  return {
    app,
    twin: true,
    async close() {
      await app.close();
      await disposeDeps(deps);
    },
  };
}
