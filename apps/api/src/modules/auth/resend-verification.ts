import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { deliverMail } from '../../platform/mail/mailer';
import { consumeOrThrow, RATE_RULES } from '../../platform/rate-limit/rate-limiter';
import type { UserRow } from '../users';
import { prepareVerificationMail } from './verification-mail';

/** Sends a fresh verification link to the signed-in user (nothing when already verified), back to `returnTo` if given. */
export async function resendVerification(ctx: RequestContext, user: UserRow, returnTo?: string) {
  const { deps } = ctx;
  if (user.emailVerifiedAt) return { message: 'Your email address is already confirmed.' };
  await consumeOrThrow(deps.rateLimiter, [[RATE_RULES.verifyResendUser, user.id]], AppError.rateLimited);
  const mail = await deps.db.transaction((tx) => prepareVerificationMail(tx, deps, user, returnTo));
  await deliverMail(deps.mailer, mail, ctx.log);
  return { message: 'We sent you a new confirmation link.' };
}
