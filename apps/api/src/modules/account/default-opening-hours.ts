import type { z } from 'zod';
import type { AccountOpeningHoursResponse, UpdateOpeningHoursRequestSchema } from '@biclou/contracts/opening-hours';
import { effectiveOpeningHours, type OpeningHours } from '@biclou/domain/opening-hours';
import type { RequestContext } from '../../platform/http/request-context';
import { updateUser, type UserRow } from '../users';

/** The owner's default hours as GET and PUT /account/opening-hours answer them. */
export function defaultHoursView(hours: OpeningHours | null): AccountOpeningHoursResponse {
  return { openingHours: hours, effective: effectiveOpeningHours(null, hours) };
}

/**
 * Sets the hours every listing of the owner without hours of its own follows (null: the
 * marketplace's). One statement, so one transaction; the next quote and request of those
 * listings read them, requests already made keep their times.
 */
export async function updateDefaultOpeningHours(
  ctx: RequestContext,
  user: UserRow,
  input: z.output<typeof UpdateOpeningHoursRequestSchema>,
): Promise<AccountOpeningHoursResponse> {
  const updated = await updateUser(ctx.deps.db, user.id, {
    defaultOpeningHours: input.openingHours,
    updatedAt: ctx.deps.clock.now(),
  });
  return defaultHoursView(updated.defaultOpeningHours);
}
