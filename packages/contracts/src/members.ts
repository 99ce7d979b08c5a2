import { z } from './zod';

/**
 * How an owner keeps their word (decisions "Sweep: the owner's cancellations"): the bookings
 * renters paid for on their bikes, and how many of those the owner canceled.
 */
export const HostRecordSchema = z.object({ bookings: z.number().int(), canceled: z.number().int() });
export type HostRecord = z.infer<typeof HostRecordSchema>;

/** What anyone may see of a member: nothing else (decisions "Accounts"). */
export const PublicMemberSchema = z.object({
  id: z.uuid(),
  firstname: z.string(),
  spokenLanguages: z.array(z.string()),
  memberSince: z.string(),
  hostRecord: HostRecordSchema,
});
export type PublicMember = z.infer<typeof PublicMemberSchema>;
export const MemberParamsSchema = z.object({ userId: z.uuid() });
