import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { enforceRouteGuards } from './route-guards';

describe('enforceRouteGuards', () => {
  it('stops the boot when a route declares no guard', async () => {
    const app = Fastify();
    enforceRouteGuards(app);
    expect(() => app.get('/x', async () => 'ok')).toThrow(/GET \/x declares no guard/);
    await app.close();
  });

  it('runs the guard before the handler', async () => {
    const app = Fastify();
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);
    enforceRouteGuards(app);
    let handled = 0;
    app.get('/private', { config: { guard: 'auth' } }, async () => ++handled);
    app.setErrorHandler((error: { status?: number }, _request, reply) =>
      reply.status(error.status ?? 500).send({ status: error.status }),
    );
    const res = await app.inject({ method: 'GET', url: '/private' });
    expect(res.statusCode).toBe(401);
    expect(handled).toBe(0);
    await app.close();
  });
});
