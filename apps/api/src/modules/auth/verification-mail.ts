import type { DbOrTx } from '@biclou/db/client';
import type { Deps } from '../../platform/deps';
import { renderMail } from '../../platform/mail/catalogue';
import { pageUrl } from '../../platform/mail/links';
import { signVerifyUrl } from '../../platform/auth/verify-link';
import { randomToken, sha256 } from '../../platform/auth/tokens';
import type { UserRow } from '../users';
import { insertOneTimeToken } from './one-time-token-repository';

const VERIFY_LINK_TTL_MS = 24 * 3600 * 1000;

/**
 * Stores a new single-use verification token (hashed) and builds the email carrying the signed link:
 * `{site}/{fr/}auth/verify?verify_url=<urlencoded /api/v1/auth/verify/{id}/{token}?expires=…&signature=…>`,
 * followed by `&redirect=<urlencoded path>` when the member signed up on the way to a page
 * (a bike's request page): the link brings them back there after login.
 */
export async function prepareVerificationMail(tx: DbOrTx, deps: Deps, user: UserRow, returnTo?: string) {
  const now = deps.clock.now();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + VERIFY_LINK_TTL_MS);
  await insertOneTimeToken(tx, { userId: user.id, kind: 'verify_email', tokenHash: sha256(token), expiresAt, now });
  const verifyUrl = signVerifyUrl(deps.secret, user.id, token, expiresAt);
  const back = returnTo ? `&redirect=${encodeURIComponent(returnTo)}` : '';
  const url = pageUrl(deps.config, user.locale, `auth/verify?verify_url=${encodeURIComponent(verifyUrl)}${back}`);
  return renderMail(tx, 'verifyEmail', user.locale, user.email, { firstname: user.firstname, url });
}
