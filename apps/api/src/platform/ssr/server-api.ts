import type { FastifyInstance, FastifyRequest } from 'fastify';

interface ServerApiResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  json: unknown;
}

/**
 * The API as loaders see it during server rendering: the same routes, called in process
 * through `inject` with the visitor's cookie, so no socket and no second auth path. Like the
 * browser's API client, it asks for messages in English: the page translates them into its own
 * language, whatever the visitor's browser asks for.
 */
export function createServerApi(app: FastifyInstance, req: FastifyRequest) {
  const forwarded: Record<string, string> = {};
  // x-forwarded-for: the hops the visitor came through, so the in-process call sees the same client (dev outbox rule).
  for (const h of ['cookie', 'authorization', 'user-agent', 'x-forwarded-for'] as const) {
    const v = req.headers[h];
    if (typeof v === 'string') forwarded[h] = v;
  }
  return {
    async request(method: string, url: string, body?: unknown): Promise<ServerApiResponse> {
      const res = await app.inject({
        method: method as never,
        url,
        // The visitor's address, so rate limits, devices and the country lookup see them, not us.
        remoteAddress: req.ip,
        headers: { ...forwarded, accept: 'application/json', 'accept-language': 'en', 'x-biclou-ssr': '1' },
        payload: body === undefined ? undefined : (body as never),
      });
      let json: unknown = null;
      try {
        json = res.body ? JSON.parse(res.body) : null;
      } catch {
        json = null;
      }
      return { status: res.statusCode, headers: res.headers, json };
    },
  };
}
