import type { Deps } from '../deps';
import { idleCutoff, liveSessions } from '../auth/session-repository';
import type { SocketIdentity } from './socket-types';

/** How often each instance checks its sockets' sessions (idle expiry has no event of its own). */
export const SOCKET_SWEEP_MS = 60_000;
/** Session ids per sweep query. */
const SWEEP_BATCH = 500;

type SessionDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/**
 * Of these identities, the ones whose rights still hold as of now: the session still
 * authenticates (not revoked, not idle-expired, the account neither suspended nor deleted) and
 * the account's role is the one the socket was opened with. A changed role is not patched in
 * place: the socket ends and its next handshake reads the rights (and rejoins rooms) afresh.
 */
export async function stillValid(deps: SessionDeps, identities: SocketIdentity[]): Promise<Set<SocketIdentity>> {
  const usedSince = idleCutoff(deps.clock.now(), deps.config.SESSION_IDLE_DAYS);
  const valid = new Set<SocketIdentity>();
  for (let i = 0; i < identities.length; i += SWEEP_BATCH) {
    const batch = identities.slice(i, i + SWEEP_BATCH);
    const live = new Map(
      (await liveSessions(deps.db, [...new Set(batch.map((x) => x.sessionId))], usedSince)).map((r) => [
        r.sessionId,
        r,
      ]),
    );
    for (const x of batch) {
      const row = live.get(x.sessionId);
      if (row && row.userId === x.user.id && row.role === x.user.role) valid.add(x);
    }
  }
  return valid;
}

/** Whether one socket's rights still hold (see `stillValid`). */
export async function identityHolds(deps: SessionDeps, identity: SocketIdentity | undefined): Promise<boolean> {
  return identity !== undefined && (await stillValid(deps, [identity])).has(identity);
}

/** Whether a value restored with a connection's state is an identity a socket carried. */
export function isIdentity(data: unknown): data is SocketIdentity {
  const d = data as Partial<SocketIdentity> | null | undefined;
  return typeof d?.sessionId === 'string' && typeof d.user?.id === 'string' && typeof d.user.role === 'string';
}
