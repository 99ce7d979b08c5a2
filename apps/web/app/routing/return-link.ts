import { isReturnPath } from '@biclou/contracts/return-path';
import { useSearchParams } from 'react-router';
import { safeRedirect } from './guards';

/**
 * The page to come back to after login, from the `redirect` parameter the guards add
 * (`/auth/login?redirect=/listing/…/request?start=…`): only a page of this site, else null.
 * Sign-up, the verify page and login pass it to each other, so a newcomer who signs up on the
 * way to a bike lands back on that bike (decisions "Sweep: the return link survives sign-up").
 */
export function returnToFrom(params: URLSearchParams): string | null {
  return safeReturnTo(params.get('redirect'));
}

/** `target` when it is a page of this site that sign-up accepts as a return link, else null. */
function safeReturnTo(target: string | null | undefined): string | null {
  const safe = safeRedirect(target, '');
  return safe && isReturnPath(safe) ? safe : null;
}

export function useReturnTo(): string | null {
  const [params] = useSearchParams();
  return returnToFrom(params);
}

/** `withReturnTo('/auth/register', '/listing/x/request')` → `/auth/register?redirect=%2Flisting%2Fx%2Frequest`. */
export function withReturnTo(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?redirect=${encodeURIComponent(returnTo)}` : path;
}
