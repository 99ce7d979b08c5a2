import { registerRequestIdHeader, requestIdOf } from './platform/http/request-id';
import { registerDraining } from './platform/http/graceful-close';
import { registerMetrics } from './platform/metrics/metrics-route';
import { finishOpenapiDocument } from './platform/http/openapi-document';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './platform/config/config';
import type { Deps } from './platform/deps';
import { createDeps, disposeDeps } from './platform/deps-factory';
import { createModuleDeps } from './modules/module-deps';
import { frameworkErrors, registerErrorHandler } from './platform/http/error-handler';
import { registerApiFallback } from './platform/http/api-fallback';
import { DEFAULT_BODY_LIMIT, registerBodyLimits } from './platform/http/body-limit';
import { registerNoStore } from './platform/http/no-store';
import { registerJsonBodyParser } from './platform/http/json-body';
import { registerPageCacheHooks } from './platform/page-cache/api-read-cache';
import { registerCsp } from './platform/http/csp';
import { enableMethodOverride } from './platform/http/method-override';
import { validatorCompiler } from './platform/http/validate-input';
import { registerAuth } from './platform/auth/auth-plugin';
import { enforceRouteGuards, SECURITY_SCHEMES } from './platform/auth/route-guards';
import { registerSsr, type SiteHandler } from './platform/ssr/register-ssr';
import { apiModules, devModules, healthRoutes, registerRootModules } from './modules/index';
import { attachRealtime } from './platform/realtime/realtime';
import { mailOnBookingEvent } from './modules/bookings';
import { notifyOnBookingEvent } from './modules/notifications';
import { lineOnBookingEvent, messagingRealtimeHooks } from './modules/messaging';
import { mailOnHandoverEvent } from './modules/handover';
import { holdOnCheckin, mailOnDepositEvent } from './modules/deposits';
import { userRoom } from '@biclou/contracts/messaging';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

/** The minimum to build an app; the rest (mailer, rate limiter…) is then made from the configuration. */
type BaseDeps = Pick<Deps, 'config' | 'db' | 'dbKind' | 'clock'> & Partial<Deps>;

interface BuildAppOptions {
  /**
   * Prefer a full set from `createDeps`; a base set is completed here and released on close. The
   * app subscribes its listeners on these deps' hubs until it closes: one app per set of hubs.
   */
  deps: Deps | BaseDeps;
  /** Serve the built React site (off in API tests). */
  ssr?: boolean;
  /** Serve site paths through this handler instead of the React build (tests of what surrounds the site). */
  site?: SiteHandler;
  /** The Redis stream the Socket.IO instances share (REDIS_URL); tests give each app its own. */
  realtimeStream?: string;
}

const isComplete = (d: Deps | BaseDeps): d is Deps =>
  Boolean(d.mailer && d.sms && d.rateLimiter && d.passwords && d.fetch && d.secret && d.media && d.places);

export async function buildApp({
  deps: given,
  ssr = false,
  site,
  realtimeStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const deps = isComplete(given) ? given : await createDeps({ ...given, modules: createModuleDeps, overrides: given });
  const { config } = deps;
  const app = Fastify({
    logger: config.NODE_ENV === 'test' ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY === 'true',
    genReqId: requestIdOf,
    // Per route: this default for JSON and forms, upload routes more (docs/decisions.md, "Per-route body limits").
    bodyLimit: DEFAULT_BODY_LIMIT,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('deps', deps);
  if (!isComplete(given)) app.addHook('onClose', () => disposeDeps(deps));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestIdHeader(app);
  registerDraining(app);
  registerMetrics(app);
  registerErrorHandler(app);
  registerBodyLimits(app);
  registerJsonBodyParser(app);
  registerApiFallback(app);

  // The CSP is ours (platform/http/csp.ts): one fixed policy here, a per-response nonce on site pages (register-ssr.ts).
  await app.register(fastifyHelmet, { contentSecurityPolicy: false, hsts: isHttps(config) });
  registerCsp(app, config);
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fieldSize: 64 * 1024, fields: 200, fileSize: 15 * 1024 * 1024, files: 12 },
  });
  registerAuth(app);
  registerNoStore(app);
  // Writes drop the page cache; public reads are answered from it (decisions "Page cache").
  registerPageCacheHooks(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Biclou API', version: '1.0.0' },
      servers: [{ url: '/' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) =>
      finishOpenapiDocument(
        ('openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject) as never,
      ),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(
    async (api) => {
      enforceRouteGuards(api);
      enableMethodOverride(api);
      for (const mod of apiModules) await api.register(mod);
      if (config.NODE_ENV !== 'production') for (const mod of devModules) await api.register(mod);
    },
    { prefix: '/api/v1' },
  );

  // Live events (Socket.IO on this server, path /socket.io): messaging says who may join a
  // conversation's room.
  await attachRealtime(app, messagingRealtimeHooks(deps), { streamName: realtimeStream });
  // Every listener of the hubs on deps, for this app's lifetime; the jobs run on these deps too.
  const unsubscribe = registerSubscribers(deps);
  app.addHook('onClose', async () => unsubscribe());

  // Outside /api/v1 (spec §7: "an image proxy under an internal prefix"), before the site's catch-all.
  await registerRootModules(app);

  if (ssr || site)
    await registerSsr(app, { mode: config.NODE_ENV === 'production' ? 'production' : 'development', handler: site });
  return app;
}

/**
 * Who listens to what, in the order they run (docs/architecture.md "Events and wiring"): the only
 * place a hub of Deps gets a listener (scripts/event-wiring.test.ts). A module exports its handler
 * from its index.ts and is subscribed here, so no module subscribes itself and bookings imports none
 * of its listeners. Returns the way to remove them all.
 */
function registerSubscribers(deps: Deps): () => void {
  const { bookingEvents, notificationEvents } = deps;
  const subscriptions = [
    // A booking change, after its commit: the emails, the bell, the thread's system line, then the
    // handover and deposit modules' own emails, and the deposit hold the check-in places.
    bookingEvents.subscribe('*', mailOnBookingEvent),
    bookingEvents.subscribe('*', notifyOnBookingEvent),
    bookingEvents.subscribe('*', lineOnBookingEvent),
    bookingEvents.subscribe('*', mailOnHandoverEvent),
    bookingEvents.subscribe('handover.checkin_confirmed', holdOnCheckin),
    bookingEvents.subscribe('*', mailOnDepositEvent),
    // A committed notification, live to its user's room (the bell and the tab title update).
    notificationEvents.subscribe((e) => deps.realtime.emit(userRoom(e.userId), 'notification:new', e.notification)),
  ];
  return () => {
    for (const unsubscribe of subscriptions) unsubscribe();
  };
}

function isHttps(config: Config) {
  return config.PUBLIC_URL?.startsWith('https://') ?? false;
}
