import type { z } from 'zod';
import type { UpdatePreferencesRequestSchema } from '@biclou/contracts/account';
import type { RequestContext } from '../../platform/http/request-context';
import { toMe, updateUser, type UserRow } from '../users';

/**
 * Language, appearance and whether new messages are emailed. The language is also the one every
 * email to this user is written in (and their notifications are shown in).
 */
export async function updatePreferences(
  ctx: RequestContext,
  user: UserRow,
  input: z.output<typeof UpdatePreferencesRequestSchema>,
) {
  const updated = await updateUser(ctx.deps.db, user.id, {
    locale: input.locale,
    theme: input.theme,
    messageEmails: input.messageEmails,
    updatedAt: ctx.deps.clock.now(),
  });
  return { user: toMe(updated) };
}
