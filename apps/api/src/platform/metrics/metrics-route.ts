import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Times every request by its route pattern (`/api/v1/bookings/:id`, never the URL, so the series
 * stay few) and counts 5xx answers; serves GET /metrics in Prometheus' text format to a scraper
 * sending `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN the route answers 404:
 * nothing is exposed by default.
 */
export function registerMetrics(app: FastifyInstance) {
  const { metrics, config } = app.deps;
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) metrics.httpErrors.inc(labels);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = config.METRICS_TOKEN;
    const sent = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!token) return reply.code(404).send({ error: { code: 'not_found', message: 'Route GET /metrics not found' } });
    if (!sameSecret(sent, token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: { code: 'unauthorized', message: 'A metrics token is required.' } });
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
