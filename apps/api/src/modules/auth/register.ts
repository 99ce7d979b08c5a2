import type { z } from 'zod';
import type { DbOrTx } from '@biclou/db/client';
import type { RegisterRequestSchema } from '@biclou/contracts/auth';
import { passwordProblems } from '@biclou/domain/password-policy';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { deliverMail } from '../../platform/mail/mailer';
import { renderMail } from '../../platform/mail/catalogue';
import { pageUrl } from '../../platform/mail/links';
import { consumeOrThrow, RATE_RULES } from '../../platform/rate-limit/rate-limiter';
import { findUserByEmail, insertUser, type UserRow } from '../users';
import { prepareVerificationMail } from './verification-mail';

export const REGISTER_MESSAGE = 'Thanks! Check your inbox: we sent you a link to confirm your email address.';

function registerAttemptMail(tx: DbOrTx, ctx: RequestContext, owner: UserRow, returnTo: string | undefined) {
  const { config } = ctx.deps;
  return renderMail(tx, 'registerAttempt', owner.locale, owner.email, {
    firstname: owner.firstname,
    loginUrl: pageUrl(
      config,
      owner.locale,
      returnTo ? `auth/login?redirect=${encodeURIComponent(returnTo)}` : 'auth/login',
    ),
    forgotUrl: pageUrl(config, owner.locale, 'auth/forgot'),
  });
}

/**
 * Creates an unverified account and emails a verification link; no session is opened.
 * An address that already has an account gets the very same answer (no enumeration), and its
 * owner is told by email, in their own language, that someone tried.
 */
export async function register(ctx: RequestContext, input: z.output<typeof RegisterRequestSchema>) {
  const { deps } = ctx;
  await consumeOrThrow(
    deps.rateLimiter,
    [
      [RATE_RULES.registerIp, ctx.ip],
      [RATE_RULES.registerEmail, input.email],
    ],
    AppError.rateLimited,
  );
  const problems = passwordProblems(input.password);
  if (problems.length) throw AppError.validation({ password: problems });

  // Hashed on both paths, so a taken address does not answer measurably faster.
  const passwordHash = await deps.passwords.hash(input.password);
  const now = deps.clock.now();
  const mail = await deps.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    if (existing) return registerAttemptMail(tx, ctx, existing, input.redirect);
    const user = await insertUser(tx, {
      email: input.email,
      passwordHash,
      firstname: input.firstname,
      lastname: input.lastname,
      locale: input.locale ?? 'en',
      termsAcceptedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (!user) {
      // Lost a race with a concurrent registration of the same address.
      const winner = await findUserByEmail(tx, input.email);
      return winner ? registerAttemptMail(tx, ctx, winner, input.redirect) : null;
    }
    return prepareVerificationMail(tx, deps, user, input.redirect);
  });
  await deliverMail(deps.mailer, mail, ctx.log);
  return { message: REGISTER_MESSAGE };
}
