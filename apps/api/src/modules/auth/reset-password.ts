import { passwordProblems } from '@biclou/domain/password-policy';
import { sha256 } from '../../platform/auth/tokens';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { deliverMail } from '../../platform/mail/mailer';
import { renderMail } from '../../platform/mail/catalogue';
import { pageUrl } from '../../platform/mail/links';
import { findUserById, updateUser } from '../users';
import { clearLoginLimits } from './login-limits';
import { consumeOneTimeToken, findUsableToken, invalidateUserTokens } from './one-time-token-repository';
import { revokeUserSessions } from '../../platform/auth/session-repository';

const INVALID_RESET_LINK = 'This password reset link is invalid or has expired.';

/**
 * Sets a new password from a reset token and ends every session of the account: whoever knew
 * the old password is logged out everywhere. It does not log in; the person then logs in.
 * The link came to the inbox, so it also proves the email address, and it lifts the account's
 * login limits: the owner of a locked account gets back in this way.
 */
export async function resetPassword(ctx: RequestContext, input: { token: string; password: string }) {
  const { deps } = ctx;
  const tokenHash = sha256(input.token);
  if (!(await findUsableToken(deps.db, 'reset_password', tokenHash, deps.clock.now())))
    throw AppError.invalidToken(INVALID_RESET_LINK);
  const problems = passwordProblems(input.password);
  if (problems.length) throw AppError.validation({ password: problems });
  const passwordHash = await deps.passwords.hash(input.password);

  const now = deps.clock.now();
  const user = await deps.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, 'reset_password', tokenHash, now);
    const current = userId ? await findUserById(tx, userId) : undefined;
    if (!current) return null;
    await invalidateUserTokens(tx, current.id, 'reset_password', now);
    await revokeUserSessions(tx, current.id, now);
    return updateUser(tx, current.id, {
      passwordHash,
      emailVerifiedAt: current.emailVerifiedAt ?? now,
      updatedAt: now,
    });
  });
  if (!user) throw AppError.invalidToken(INVALID_RESET_LINK);
  deps.realtime.endUser(user.id);
  await clearLoginLimits(ctx, user.email);
  const forgotUrl = pageUrl(deps.config, user.locale, 'auth/forgot');
  await deliverMail(
    deps.mailer,
    await renderMail(deps.db, 'passwordChanged', user.locale, user.email, { firstname: user.firstname, forgotUrl }),
    ctx.log,
  );
  return { message: 'Your password has been reset. You can now log in.' };
}
