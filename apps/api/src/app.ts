import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import type { Deps } from './deps';
import { registerErrorHandler } from './http/error-handler';
import { registerSsr } from './ssr/register-ssr';
import { healthRoutes } from './modules/health/routes';
import { settingsRoutes } from './modules/settings/routes';
import { apiModules } from './modules/index';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export interface BuildAppOptions {
  deps: Deps;
  /** Serve the built React site (off in API tests). */
  ssr?: boolean;
}

export async function buildApp({ deps, ssr = false }: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: config.NODE_ENV === 'test' ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY === 'true',
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyHelmet, { contentSecurityPolicy: contentSecurityPolicy(config), hsts: isHttps(config) });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Biclou API', version: '1.0.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(
    async (api) => {
      await api.register(settingsRoutes);
      for (const mod of apiModules) await api.register(mod);
    },
    { prefix: '/api/v1' },
  );

  if (ssr) await registerSsr(app, { mode: config.NODE_ENV === 'production' ? 'production' : 'development' });
  return app;
}

export function isHttps(config: Config) {
  return config.PUBLIC_URL?.startsWith('https://') ?? false;
}

function contentSecurityPolicy(config: Config) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // React Router inlines its hydration payload and our no-flash theme script.
      scriptSrc: ["'self'", "'unsafe-inline'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      ...(isHttps(config) ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}
