import type { z } from 'zod';
import type { AdminDeviceListQuerySchema, AdminDeviceListResponse } from '@biclou/contracts/admin-users';
import type { UserRow } from '../../../platform/auth/session-repository';
import { idleCutoff } from '../../../platform/auth/session-repository';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import { cursorDate, decodeCursor, keysetPage, recordAdminAction } from '../shared';
import { findSession, listDevicesPage, revokeSessionById } from './device-admin-repository';

/** GET /admin/devices: signed-in devices (live sessions) across users, most recently used first. */
export async function listAdminDevices(
  ctx: RequestContext,
  query: z.output<typeof AdminDeviceListQuerySchema>,
): Promise<AdminDeviceListResponse> {
  const { deps } = ctx;
  const keyset = decodeCursor(query.cursor);
  const rows = await listDevicesPage(deps.db, {
    userId: query.userId,
    q: query.q || undefined,
    usedSince: idleCutoff(deps.clock.now(), deps.config.SESSION_IDLE_DAYS),
    after: keyset ? { at: cursorDate(keyset), id: keyset.id } : undefined,
    limit: query.limit + 1,
  });
  const page = keysetPage(
    rows.map((r) => ({ ...r, id: r.session.id })),
    query.limit,
    (r) => r.session.lastUsedAt,
  );
  return {
    items: page.rows.map(({ session: s, ...u }) => ({
      id: s.id,
      name: s.name,
      ip: s.ip,
      userAgent: s.userAgent,
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastUsedAt.toISOString(),
      revokedAt: s.revokedAt?.toISOString() ?? null,
      user: { id: s.userId, email: u.email, name: `${u.firstname} ${u.lastname}` },
    })),
    nextCursor: page.nextCursor,
  };
}

/** DELETE /admin/devices/:deviceId: the session ends at once (404 unknown or already revoked). */
export async function revokeAdminDevice(ctx: RequestContext, admin: UserRow, deviceId: string) {
  const now = ctx.deps.clock.now();
  await ctx.deps.db.transaction(async (tx) => {
    const session = await findSession(tx, deviceId);
    if (!session || !(await revokeSessionById(tx, deviceId, now))) throw AppError.notFound('Device not found');
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: 'device.revoke',
      objectType: 'device',
      objectId: deviceId,
      before: { userId: session.userId, name: session.name, revokedAt: null },
      after: { userId: session.userId, name: session.name, revokedAt: now.toISOString() },
      at: now,
    });
    // The user's page shows it too.
    await recordAdminAction(tx, {
      adminId: admin.id,
      action: 'user.revoke_device',
      objectType: 'user',
      objectId: session.userId,
      before: { device: session.name },
      after: { device: null },
      at: now,
    });
  });
  ctx.deps.realtime.endSession(deviceId);
}
