import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { toWebRequest } from './to-web-request';

describe('toWebRequest', () => {
  const app = Fastify({ forceCloseConnections: true });
  afterEach(() => app.close());

  it('carries the method, URL and headers, and aborts only when the visitor leaves before the end', async () => {
    const seen: Request[] = [];
    const streams: PassThrough[] = [];
    app.get('/page', async (req, reply) => {
      seen.push(toWebRequest(req, reply));
      if (req.query && (req.query as Record<string, string>).slow === '1') {
        const body = new PassThrough();
        streams.push(body);
        body.write('<p>start</p>');
        return reply.type('text/html').send(body);
      }
      return reply.type('text/html').send('<p>whole</p>');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

    const whole = await fetch(`${base}/page?x=1`, { headers: { 'accept-language': 'fr' } });
    expect(await whole.text()).toBe('<p>whole</p>');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen[0]!.url).toBe(`${base}/page?x=1`);
    expect(seen[0]!.headers.get('accept-language')).toBe('fr');
    expect(seen[0]!.signal.aborted).toBe(false);

    const left = new AbortController();
    const partial = await fetch(`${base}/page?slow=1`, { signal: left.signal });
    const reader = partial.body!.getReader();
    await reader.read();
    left.abort();
    await expect.poll(() => seen[1]!.signal.aborted, { timeout: 5_000 }).toBe(true);
    streams[0]!.end();
  });
});
