import { HOME_AFTER_LOGIN } from './guards';

/** The owner's bookings, showing only the requests waiting for their answer. */
export const OWNER_REQUESTS_PATH = '/dashboard/bookings?status=requested';

/**
 * Where login lands when no page asked for it: an owner with requests waiting for an answer
 * lands on them (they expire after 48 hours), everyone else on their trips
 * (decisions "Sweep: login lands on what needs the member").
 */
export function landingAfterLogin(pendingOwnerRequests: number): string {
  return pendingOwnerRequests > 0 ? OWNER_REQUESTS_PATH : HOME_AFTER_LOGIN;
}
