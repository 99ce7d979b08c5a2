import { z } from './zod';

/**
 * A conversation as the admin's user and booking pages list it: who talks about which
 * listing, how many messages, the latest activity; the admin reads it at /admin/conversations/:id.
 */
const PartySchema = z.object({ id: z.uuid(), firstname: z.string(), lastname: z.string() });
export const AdminConversationRefSchema = z.object({
  id: z.uuid(),
  listing: z.object({ id: z.uuid(), title: z.string() }),
  renter: PartySchema,
  owner: PartySchema,
  messageCount: z.number().int(),
  lastMessageAt: z.string().nullable(),
  closed: z.boolean(),
});
export type AdminConversationRef = z.infer<typeof AdminConversationRefSchema>;
