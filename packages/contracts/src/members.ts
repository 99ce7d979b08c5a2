import { z } from 'zod';

/** What anyone may see of a member: nothing else (decisions "Accounts"). */
export const PublicMemberSchema = z.object({
  id: z.uuid(),
  firstname: z.string(),
  spokenLanguages: z.array(z.string()),
  memberSince: z.string(),
});
export type PublicMember = z.infer<typeof PublicMemberSchema>;
export const MemberParamsSchema = z.object({ userId: z.uuid() });
