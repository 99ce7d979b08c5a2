import { safeEqual } from '../../platform/auth/tokens';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { consumeOrThrow, RATE_RULES } from '../../platform/rate-limit/rate-limiter';
import { toMe, updateUser, type UserRow } from '../users';
import { spendPhoneCodeAttempt, usePhoneCode } from './phone-code-repository';
import { PHONE_CODE_MAX_ATTEMPTS, phoneCodeHash } from './send-phone-code';

const PHONE_CODE_MESSAGES = {
  incorrect: 'The code is incorrect.',
  dead: 'This code has expired or was tried too many times. Ask for a new one.',
} as const;

/** Checks the code; on success the number becomes the account's confirmed phone. */
export async function confirmPhone(ctx: RequestContext, user: UserRow, code: string) {
  const { deps } = ctx;
  await consumeOrThrow(
    deps.rateLimiter,
    [
      [RATE_RULES.codeCheckUser, user.id],
      [RATE_RULES.codeCheckIp, ctx.ip],
    ],
    AppError.rateLimited,
  );
  const now = deps.clock.now();
  // The attempt is spent (and committed) before the comparison, so a wrong guess always counts.
  const attempt = await spendPhoneCodeAttempt(deps.db, user.id, PHONE_CODE_MAX_ATTEMPTS);
  if (!attempt || attempt.expiresAt <= now) throw AppError.field('code', PHONE_CODE_MESSAGES.dead);
  if (!safeEqual(attempt.codeHash, phoneCodeHash(deps.secret, user.id, code))) {
    throw AppError.field(
      'code',
      attempt.attempts >= PHONE_CODE_MAX_ATTEMPTS ? PHONE_CODE_MESSAGES.dead : PHONE_CODE_MESSAGES.incorrect,
    );
  }
  const updated = await deps.db.transaction(async (tx) => {
    if (!(await usePhoneCode(tx, attempt.id, now))) return null;
    return updateUser(tx, user.id, { phone: attempt.phone, phoneVerifiedAt: now, updatedAt: now });
  });
  if (!updated) throw AppError.field('code', PHONE_CODE_MESSAGES.dead);
  return { user: toMe(updated) };
}
