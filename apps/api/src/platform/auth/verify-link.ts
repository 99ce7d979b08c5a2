import { hmacHex, safeEqual } from './tokens';

const PREFIX = '/api/v1/auth/verify';
// Exactly what signVerifyUrl produces, and nothing else: no host, no extra parameter, no fetching.
const SHAPE =
  /^\/api\/v1\/auth\/verify\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([A-Za-z0-9_-]{43})\?expires=(\d{1,12})&signature=([0-9a-f]{64})$/;

/**
 * The signed path the verification email carries (inside the page link's `verify_url`):
 * `/api/v1/auth/verify/{userId}/{token}?expires={unix}&signature={hmac-sha256 of the rest}`.
 */
export function signVerifyUrl(secret: string, userId: string, token: string, expiresAt: Date): string {
  const unsigned = `${PREFIX}/${userId}/${token}?expires=${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${unsigned}&signature=${hmacHex(secret, unsigned)}`;
}

type VerifyUrlCheck =
  | { ok: true; userId: string; token: string; expiresAt: Date }
  | { ok: false; reason: 'shape' | 'signature' | 'expired' };

/** Checks shape, signature (constant time) and expiry of a verify URL; the token itself is checked against the database afterwards. */
export function checkVerifyUrl(secret: string, verifyUrl: string, now: Date): VerifyUrlCheck {
  const m = SHAPE.exec(verifyUrl);
  if (!m) return { ok: false, reason: 'shape' };
  const [, userId, token, expires, signature] = m as unknown as [string, string, string, string, string];
  const unsigned = verifyUrl.slice(0, verifyUrl.indexOf('&signature='));
  if (!safeEqual(hmacHex(secret, unsigned), signature)) return { ok: false, reason: 'signature' };
  const expiresAt = new Date(Number(expires) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId, token, expiresAt };
}
