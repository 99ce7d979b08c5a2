import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { registerErrorHandler } from './error-handler';

async function appWith(routes: (app: FastifyInstance) => void) {
  const app = Fastify();
  registerErrorHandler(app);
  routes(app);
  await app.ready();
  return app;
}

describe('every 429 says when to try again', () => {
  it('AppError.rateLimited: Retry-After in whole seconds, and the wait in the message', async () => {
    const app = await appWith((a) => {
      a.get('/limited', async () => {
        throw AppError.rateLimited(899.2);
      });
    });
    const res = await app.inject({ method: 'GET', url: '/limited' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('900');
    expect(res.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts. Please try again in 15 minutes.' },
    });
  });

  it('a 429 from elsewhere (a plugin) gets the same answer, keeping its own Retry-After or a minute', async () => {
    const app = await appWith((a) => {
      a.get('/plugin', async () => {
        throw Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
      });
      a.get('/plugin-with-header', async (_request, reply) => {
        void reply.header('retry-after', '120');
        throw Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
      });
    });
    const bare = await app.inject({ method: 'GET', url: '/plugin' });
    expect(bare.headers['retry-after']).toBe('60');
    expect(bare.json().error).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts. Please try again in 1 minute.',
    });
    const withHeader = await app.inject({ method: 'GET', url: '/plugin-with-header' });
    expect(withHeader.headers['retry-after']).toBe('120');
    expect(withHeader.json().error.message).toBe('Too many attempts. Please try again in 2 minutes.');
  });
});
