import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { renderMail } from '../../platform/mail/catalogue';
import { pageUrl } from '../../platform/mail/links';
import { deliverMail } from '../../platform/mail/mailer';
import {
  consumeOrThrow,
  firstInWindow,
  RATE_RULES,
  resetCounters,
  type Attempt,
  type RateCheck,
} from '../../platform/rate-limit/rate-limiter';
import type { UserRow } from '../users';

/** The account's counters, from every address: 10 per 15 min, 20 per hour, 50 per day (growing waits). */
const accountChecks = (email: string): RateCheck[] => [
  [RATE_RULES.loginFailuresAccount, email],
  [RATE_RULES.loginFailuresAccountHour, email],
  [RATE_RULES.loginFailuresAccountDay, email],
];
const emailIpCheck = (email: string, ip: string): RateCheck => [RATE_RULES.loginFailuresEmailIp, `${email}|${ip}`];
/** The account's counters come first, so an attempt's first windows are theirs. */
const loginChecks = (email: string, ip: string): RateCheck[] => [
  ...accountChecks(email),
  emailIpCheck(email, ip),
  [RATE_RULES.loginFailuresIp, ip],
];
const ACCOUNT_RULES = accountChecks('').map(([rule]) => rule);

/**
 * Counts a login attempt before the password is checked (atomic: 30 parallel guesses cannot all
 * pass a limit of 5), per email+IP, per IP and per account across addresses. Throws 429 with the
 * wait when a counter is full; the caller then gives the attempt back if the password was right.
 */
export async function takeLoginAttempt(ctx: RequestContext, email: string): Promise<Attempt> {
  return consumeOrThrow(ctx.deps.rateLimiter, loginChecks(email, ctx.ip), AppError.rateLimited);
}

/** A right password: it was no failure, and this address starts afresh for this account. */
export async function loginSucceeded(ctx: RequestContext, attempt: Attempt, email: string) {
  await attempt.giveBack();
  await resetCounters(ctx.deps.rateLimiter, [emailIpCheck(email, ctx.ip)]);
}

/**
 * A wrong password for an existing account. When it fills one of the account's counters (10 in 15
 * minutes from several addresses, or 20 in an hour, 50 in a day however slowly), the owner gets
 * one email (at most one a day, whatever the number of attempts) pointing to a password reset.
 */
export async function loginFailed(ctx: RequestContext, attempt: Attempt, user: UserRow | undefined) {
  const locked = ACCOUNT_RULES.some((rule, i) => attempt.windows[i]!.count >= rule.limit);
  if (!user || user.bannedAt || !locked) return;
  if (!(await firstInWindow(ctx.deps.rateLimiter, [RATE_RULES.loginAlertAccount, user.email]))) return;
  const forgotUrl = pageUrl(ctx.deps.config, user.locale, 'auth/forgot');
  await deliverMail(
    ctx.deps.mailer,
    await renderMail(ctx.deps.db, 'loginFailures', user.locale, user.email, { firstname: user.firstname, forgotUrl }),
    ctx.log,
  );
}

/** A new password (reset by email) ends the account's lockout: the owner can log in at once. */
export async function clearLoginLimits(ctx: RequestContext, email: string) {
  await resetCounters(ctx.deps.rateLimiter, [...accountChecks(email), emailIpCheck(email, ctx.ip)]);
}
