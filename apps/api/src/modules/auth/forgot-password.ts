import type { DbOrTx } from '@biclou/db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { deliverMail } from '../../platform/mail/mailer';
import { renderMail } from '../../platform/mail/catalogue';
import { pageUrl } from '../../platform/mail/links';
import { randomToken, sha256 } from '../../platform/auth/tokens';
import { consumeOrThrow, RATE_RULES } from '../../platform/rate-limit/rate-limiter';
import { findUserByEmail, type UserRow } from '../users';
import { insertOneTimeToken } from './one-time-token-repository';

const RESET_TOKEN_TTL_MS = 3600 * 1000;
export const FORGOT_MESSAGE = 'If an account exists for this address, we have sent it a link to reset the password.';

/**
 * Stores a new single-use reset token (hashed, valid one hour) and builds the email carrying
 * `{site}/{fr/}auth/reset/{token}`. Used by "forgot password" and by an admin's "send a password reset".
 */
export async function prepareResetMail(tx: DbOrTx, deps: Deps, user: UserRow) {
  const token = randomToken();
  const now = deps.clock.now();
  await insertOneTimeToken(tx, {
    userId: user.id,
    kind: 'reset_password',
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    now,
  });
  const url = pageUrl(deps.config, user.locale, `auth/reset/${token}`);
  return renderMail(tx, 'resetPassword', user.locale, user.email, { firstname: user.firstname, url });
}

/**
 * Emails a single-use reset link valid one hour, `{site}/{fr/}auth/reset/{token}`. The answer is
 * the same, and about as fast, whether the address has an account or not: the only extra work
 * for a known address is one insert, and SMTP delivery happens in the background.
 */
export async function forgotPassword(ctx: RequestContext, email: string) {
  const { deps } = ctx;
  await consumeOrThrow(
    deps.rateLimiter,
    [
      [RATE_RULES.forgotIp, ctx.ip],
      [RATE_RULES.forgotEmail, email],
    ],
    AppError.rateLimited,
  );
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.bannedAt) await deliverMail(deps.mailer, await prepareResetMail(deps.db, deps, user), ctx.log);
  return { message: FORGOT_MESSAGE };
}
