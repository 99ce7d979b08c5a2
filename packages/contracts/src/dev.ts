import { z } from './zod';

/** GET /dev/outbox?to= — development only (404 in production): mail and SMS that were not really sent. */
export const OutboxQuerySchema = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const OutboxMessageSchema = z.object({
  id: z.uuid(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  locale: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/** Newest first. */
export const OutboxResponseSchema = z.object({ messages: z.array(OutboxMessageSchema) });

/** POST /dev/clock — only with NODE_ENV=development and E2E_CONTROLS=1 (404 otherwise): moves the server's clock forward, or back to real time. */
export const DevClockBodySchema = z.object({
  advanceDays: z.number().min(0).max(400).optional(),
  advanceHours: z
    .number()
    .min(0)
    .max(24 * 400)
    .optional(),
  reset: z.boolean().optional(),
});
export const DevClockResponseSchema = z.object({ now: z.string(), offsetMs: z.number() });

/** POST /dev/jobs/run — same condition: runs the due jobs once at the server's current time. */
export const DevJobsRunResponseSchema = z.object({ now: z.string(), report: z.record(z.string(), z.number()) });
