import { data } from 'react-router';

/** Payload of the errors loaders throw; the error page reads it. */
export interface RouteErrorData {
  message: string;
  path?: string;
  reason?: 'verify-email' | 'forbidden' | 'not-found' | 'invalid-route' | 'gone';
}

/** Unknown route (spec §8): 404 'Page not found'. */
export function pageNotFound() {
  return data<RouteErrorData>({ message: 'Page not found', reason: 'not-found' }, { status: 404 });
}

/** A page that existed and was removed for good (a deleted listing): 410, so search engines drop it. */
export function pageGone() {
  return data<RouteErrorData>({ message: 'Page gone', reason: 'gone' }, { status: 410 });
}

/** Failed route validation (spec §8): 404 'Page Not Found' with the path. */
export function invalidRoute(path: string) {
  return data<RouteErrorData>({ message: 'Page Not Found', path, reason: 'invalid-route' }, { status: 404 });
}

export function forbidden() {
  return data<RouteErrorData>({ message: 'Forbidden', reason: 'forbidden' }, { status: 403 });
}

export function emailNotVerified() {
  return data<RouteErrorData>({ message: 'Email not verified', reason: 'verify-email' }, { status: 403 });
}
