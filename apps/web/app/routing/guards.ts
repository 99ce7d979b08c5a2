import type { Me } from '@biclou/contracts/account';
import { withPrefix, type LocalePrefix } from '../lib/i18n/locales';
import type { GuardName } from './route-def';

type GuardOutcome = { kind: 'redirect'; to: string } | { kind: 'forbidden' } | { kind: 'verify-email' };

type GuardUser = Pick<Me, 'role' | 'emailVerified'> | null;

const LOGIN_PATH = '/auth/login';
/** Where guests-only pages send people who are already logged in. */
export const HOME_AFTER_LOGIN = '/dashboard/trips';

export function loginRedirect(prefix: LocalePrefix, returnTo: string): string {
  return `${withPrefix(prefix, LOGIN_PATH)}?redirect=${encodeURIComponent(returnTo)}`;
}

/**
 * Applies the guards of a page in order; the first that fails decides (decisions "Accounts").
 * `returnTo` is the path (with query) the visitor asked for, used to come back after login.
 */
export function checkGuards(
  guards: readonly GuardName[],
  user: GuardUser,
  prefix: LocalePrefix,
  returnTo: string,
): GuardOutcome | null {
  for (const guard of guards) {
    switch (guard) {
      case 'auth':
      case 'role-user':
        if (!user) return { kind: 'redirect', to: loginRedirect(prefix, returnTo) };
        break;
      case 'guest':
        if (user)
          return {
            kind: 'redirect',
            to: safeRedirect(redirectParamOf(returnTo), withPrefix(prefix, HOME_AFTER_LOGIN)),
          };
        break;
      case 'role-admin':
        if (user?.role !== 'admin') return { kind: 'forbidden' };
        break;
      case 'verified':
        if (!user) return { kind: 'redirect', to: loginRedirect(prefix, returnTo) };
        if (!user.emailVerified) return { kind: 'verify-email' };
        break;
      default: {
        const unknown: never = guard;
        throw new Error(`Unknown route guard "${String(unknown)}"`);
      }
    }
  }
  return null;
}

/** The `redirect` parameter of a page's path and query (`/auth/login?redirect=/listing/x`), if any. */
function redirectParamOf(pathAndQuery: string): string | null {
  const query = pathAndQuery.indexOf('?');
  return query < 0 ? null : new URLSearchParams(pathAndQuery.slice(query + 1)).get('redirect');
}

/**
 * A character browsers drop or rewrite in a URL: C0 controls, DEL (`/\t/evil.example` is read
 * as `//evil.example`) and the backslash (read as `/`).
 */
function isUnsafeChar(code: number): boolean {
  return code <= 0x1f || code === 0x7f || code === 0x5c;
}

/** The text once percent-decoded, or null when it does not decode. */
function decodedOnce(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function isSameSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  for (let i = 0; i < path.length; i++) if (isUnsafeChar(path.charCodeAt(i))) return false;
  return true;
}

/**
 * Only same-site paths are followed after login (no open redirect): a single leading `/`, no
 * control character or backslash, and the same once percent-decoded (`/%09/x`, `/%5C/x`, `/%2F/x`).
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || !isSameSitePath(target)) return fallback;
  const decoded = decodedOnce(target);
  if (decoded === null || !isSameSitePath(decoded)) return fallback;
  return target;
}
