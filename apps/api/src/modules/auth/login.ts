import { ErrorCode } from '@biclou/contracts/errors';
import { deviceNameFromUserAgent } from '../../platform/auth/device-name';
import { randomToken, sha256 } from '../../platform/auth/tokens';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { findUserByEmail, toMe } from '../users';
import { loginFailed, loginSucceeded, takeLoginAttempt } from './login-limits';
import { insertSession } from '../../platform/auth/session-repository';

export const INVALID_CREDENTIALS = 'These credentials do not match our records.';
const ACCOUNT_SUSPENDED = 'This account has been suspended.';

// Compared against when the email is unknown, so both cases cost one argon2 verification.
let dummyHash: Promise<string> | undefined;

interface LoginInput {
  email: string;
  password: string;
  /** API clients name their device; browsers get one from their user agent. */
  deviceName?: string;
}

/**
 * Checks the credentials and opens a session (a "device"): returns the raw token once, the
 * database keeps only its SHA-256. Each attempt is counted before the password is checked (per
 * email+IP, per IP, per account from every address; see login-limits); past a limit the answer is
 * 429 whatever the password. Wrong credentials are a 422 on `email` (forms show it; a 401 would
 * mean "your session ended" to the web client).
 */
export async function login(ctx: RequestContext, input: LoginInput) {
  const { deps } = ctx;
  const attempt = await takeLoginAttempt(ctx, input.email);

  const user = await findUserByEmail(deps.db, input.email);
  dummyHash ??= deps.passwords.hash(randomToken());
  const ok = await deps.passwords.verify(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user || !ok) {
    await loginFailed(ctx, attempt, user);
    throw new AppError(ErrorCode.invalidCredentials, 422, INVALID_CREDENTIALS, { email: [INVALID_CREDENTIALS] });
  }
  await loginSucceeded(ctx, attempt, input.email);
  // Suspended by an admin: a 422 on `email` that says so, with the admin's reason.
  if (user.bannedAt)
    throw new AppError(ErrorCode.accountSuspended, 422, ACCOUNT_SUSPENDED, {
      email: [ACCOUNT_SUSPENDED],
      ...(user.suspensionReason ? { reason: [user.suspensionReason] } : {}),
    });

  const token = randomToken();
  await insertSession(deps.db, {
    userId: user.id,
    tokenHash: sha256(token),
    name: input.deviceName ?? deviceNameFromUserAgent(ctx.userAgent),
    userAgent: ctx.userAgent?.slice(0, 500) ?? null,
    ip: ctx.ip,
    now: deps.clock.now(),
  });
  return { user: toMe(user), token };
}
