import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { consumeOrThrow, RATE_RULES } from '../../platform/rate-limit/rate-limiter';
import type { UserRow } from '../users';

export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.';

/**
 * Re-authentication before a sensitive change. A stolen session must not become a way to guess
 * the password, so failures are rate-limited per account. Throws 422 on `field`.
 */
export async function checkCurrentPassword(
  ctx: RequestContext,
  user: UserRow,
  password: string,
  field: string,
  message: string,
) {
  const { deps } = ctx;
  // Counted before the check (parallel guesses cannot all pass); a right password gives it back.
  const attempt = await consumeOrThrow(
    deps.rateLimiter,
    [[RATE_RULES.passwordCheckUser, user.id]],
    AppError.rateLimited,
  );
  if (!(await deps.passwords.verify(user.passwordHash, password))) throw AppError.field(field, message);
  await attempt.giveBack();
}
