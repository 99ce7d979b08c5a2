import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DevClockBodySchema, DevClockResponseSchema, DevJobsRunResponseSchema } from '@biclou/contracts/dev';
import { e2eControlsEnabled } from '../../platform/config/config';
import { isOffsetClock } from '../../platform/clock';
import { runDueJobs } from '../run-due-jobs';

const HOUR_MS = 3_600_000;

/**
 * Time travel for the end-to-end journeys: registered only when NODE_ENV=development AND
 * E2E_CONTROLS=1 (the configuration refuses the flag in production) and the clock is an offset
 * clock (main.ts makes one then). Anywhere else these routes do not exist: 404.
 */
export const timeTravelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, clock } = app.deps;
  if (!e2eControlsEnabled(config) || !isOffsetClock(clock)) return;

  app.get(
    '/dev/clock',
    {
      config: { guard: 'local-or-admin' },
      schema: {
        tags: ['dev'],
        summary: 'The server clock (E2E_CONTROLS only)',
        response: { 200: DevClockResponseSchema },
      },
    },
    async () => ({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() }),
  );

  app.post(
    '/dev/clock',
    {
      config: { guard: 'local-or-admin' },
      schema: {
        tags: ['dev'],
        summary: 'Moves the server clock forward, or back to real time with reset (E2E_CONTROLS only)',
        body: DevClockBodySchema,
        response: { 200: DevClockResponseSchema },
      },
    },
    async (request) => {
      const { advanceDays = 0, advanceHours = 0, reset } = request.body;
      if (reset) clock.reset();
      clock.advance(Math.round((advanceDays * 24 + advanceHours) * HOUR_MS));
      request.log.info({ offsetMs: clock.offsetMs() }, 'dev clock moved');
      return { now: clock.now().toISOString(), offsetMs: clock.offsetMs() };
    },
  );

  app.post(
    '/dev/jobs/run',
    {
      config: { guard: 'local-or-admin' },
      schema: {
        tags: ['dev'],
        summary: 'Runs the due jobs once at the current clock (E2E_CONTROLS only)',
        response: { 200: DevJobsRunResponseSchema },
      },
    },
    async (request) => {
      const now = clock.now();
      const { db, mailer, payments, bookingEvents, notificationEvents, outbound } = app.deps;
      const report = await runDueJobs(
        { db, clock, mailer, config, payments, bookingEvents, notificationEvents, outbound, log: request.log },
        now,
      );
      return { now: now.toISOString(), report: { ...report } };
    },
  );
};
