import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { toWebRequest, sendWebResponse } from './to-web-request';
import { createServerApi } from './server-api';

export const webBuildDir = path.resolve(import.meta.dirname, '../../../web/build');

export function hasWebBuild() {
  return existsSync(path.join(webBuildDir, 'server/index.js'));
}

/**
 * Serves the React Router build: hashed assets with immutable caching, everything
 * else through server rendering. Loaders reach the API in process (inject), never by socket.
 */
export async function registerSsr(app: FastifyInstance, opts: { mode: string }) {
  const build = (await import(pathToFileURL(path.join(webBuildDir, 'server/index.js')).href)) as ServerBuild;
  const handle = createRequestHandler(build, opts.mode);

  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: path.join(webBuildDir, 'client'),
      prefix: '/',
      wildcard: false,
      index: false,
      // @fastify/static 10 passes the Fastify reply here, not the raw response.
      setHeaders(reply: unknown, filePath: string) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        (reply as import('fastify').FastifyReply).header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });

    // React Router reads the raw body itself (actions); Fastify must not parse it here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

    const render = async (req: FastifyRequest, reply: import('fastify').FastifyReply) => {
      const request = toWebRequest(req, reply);
      const response = await handle(request, { api: createServerApi(app, req) } as never);
      return sendWebResponse(reply, response);
    };
    scope.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', config: { sitePage: true }, handler: render });
    scope.route({ method: ['GET', 'HEAD'], url: '/', config: { sitePage: true }, handler: render });
  });
}
