import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import { assertNotBlocked, recordFailure, RATE_RULES, type RateCheck } from '../../rate-limit/rate-limiter';
import type { UserRow } from '../users/user-repository';

export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.';

/**
 * Re-authentication before a sensitive change. A stolen session must not become a way to guess
 * the password, so failures are rate-limited per account. Throws 422 on `field`.
 */
export async function checkCurrentPassword(ctx: RequestContext, user: UserRow, password: string, field: string, message: string) {
  const { deps } = ctx;
  const checks: RateCheck[] = [[RATE_RULES.passwordCheckUser, user.id]];
  await assertNotBlocked(deps.rateLimiter, checks, AppError.rateLimited);
  if (!(await deps.passwords.verify(user.passwordHash, password))) {
    await recordFailure(deps.rateLimiter, checks);
    throw AppError.field(field, message);
  }
}
