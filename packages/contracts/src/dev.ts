import { z } from 'zod';

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
