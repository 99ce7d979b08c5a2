import { passwordProblems } from '@biclou/domain/password-policy';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { deliverMail } from '../../platform/mail/mailer';
import { renderMail } from '../../platform/mail/catalogue';
import { pageUrl } from '../../platform/mail/links';
import { revokeUserSessions, type SessionRow } from '../../platform/auth/session-repository';
import { updateUser, type UserRow } from '../users';
import { checkCurrentPassword, CURRENT_PASSWORD_WRONG } from './check-current-password';

/** Changes the password; every other device is logged out, this one stays. */
export async function updatePassword(
  ctx: RequestContext,
  user: UserRow,
  session: SessionRow,
  input: { currentPassword: string; password: string },
) {
  const { deps } = ctx;
  await checkCurrentPassword(ctx, user, input.currentPassword, 'currentPassword', CURRENT_PASSWORD_WRONG);
  const problems = passwordProblems(input.password);
  if (problems.length) throw AppError.validation({ password: problems });
  const passwordHash = await deps.passwords.hash(input.password);
  const now = deps.clock.now();
  const updated = await deps.db.transaction(async (tx) => {
    await revokeUserSessions(tx, user.id, now, session.id);
    return updateUser(tx, user.id, { passwordHash, updatedAt: now });
  });
  deps.realtime.endUser(user.id, session.id);
  const forgotUrl = pageUrl(deps.config, updated.locale, 'auth/forgot');
  await deliverMail(
    deps.mailer,
    await renderMail(deps.db, 'passwordChanged', updated.locale, updated.email, {
      firstname: updated.firstname,
      forgotUrl,
    }),
    ctx.log,
  );
  return { message: 'Your password has been updated.' };
}
