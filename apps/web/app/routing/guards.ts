import type { Me } from '@biclou/contracts/account';
import { withPrefix, type LocalePrefix } from '../lib/i18n/locales';
import type { GuardName } from './route-def';

export type GuardOutcome =
  | { kind: 'redirect'; to: string }
  | { kind: 'forbidden' }
  | { kind: 'verify-email' };

type GuardUser = Pick<Me, 'role' | 'emailVerified'> | null;

export const LOGIN_PATH = '/auth/login';
/** Where guests-only pages send people who are already logged in. */
export const HOME_AFTER_LOGIN = '/dashboard/trips';

export function loginRedirect(prefix: LocalePrefix, returnTo: string): string {
  return `${withPrefix(prefix, LOGIN_PATH)}?redirect=${encodeURIComponent(returnTo)}`;
}

/**
 * Applies the guards of a page in order; the first that fails decides (decisions "Accounts").
 * `returnTo` is the path (with query) the visitor asked for, used to come back after login.
 */
export function checkGuards(guards: readonly GuardName[], user: GuardUser, prefix: LocalePrefix, returnTo: string): GuardOutcome | null {
  for (const guard of guards) {
    switch (guard) {
      case 'auth':
      case 'role-user':
        if (!user) return { kind: 'redirect', to: loginRedirect(prefix, returnTo) };
        break;
      case 'guest':
        if (user) return { kind: 'redirect', to: withPrefix(prefix, HOME_AFTER_LOGIN) };
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

/** Only same-site paths are followed after login (no open redirect). */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
