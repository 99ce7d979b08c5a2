import { checkVerifyUrl } from '../../platform/auth/verify-link';
import { sha256 } from '../../platform/auth/tokens';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { findUserById, toMe, updateUser } from '../users';
import { consumeOneTimeToken } from './one-time-token-repository';

/**
 * Confirms an email from the `verify_url` of the link: the shape and signature are checked first
 * (nothing is ever fetched), then the stored token is used up. Every failure is the same 400
 * `invalid_token`, whether the link was forged, expired or already used.
 */
export async function verifyEmail(ctx: RequestContext, verifyUrl: string) {
  const { deps } = ctx;
  const now = deps.clock.now();
  const link = checkVerifyUrl(deps.secret, verifyUrl, now);
  if (!link.ok) throw AppError.invalidToken();
  const user = await deps.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, 'verify_email', sha256(link.token), now);
    if (userId !== link.userId) return null; // unknown token, or a token of someone else signed into this path
    const current = await findUserById(tx, userId);
    if (!current) return null;
    return current.emailVerifiedAt ? current : updateUser(tx, userId, { emailVerifiedAt: now, updatedAt: now });
  });
  if (!user) throw AppError.invalidToken();
  return { user: toMe(user) };
}
