import type { AdminUserDetailResponse } from '@biclou/contracts/admin-users';
import { ownerAccount } from '@biclou/domain/ledger';
import type { DbOrTx } from '@biclou/db/client';
import { AppError } from '../../../platform/http/app-error';
import { adminConversations } from '../../messaging';
import { accountBalances } from '../../money';
import { findUserForAdmin, otherAdmins } from './user-admin-repository';
import { bookingsOfUser, ledgerOfUser, listingsOfUser, payoutsOfUser, sessionsOfUser } from './user-records-repository';
import { toAdminUserDetail } from './user-admin-view';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * GET /admin/users/:userId: every field (private ones too, team only), listings, bookings on both
 * sides, balance and ledger, payouts, devices and conversations (the messaging module's `adminConversations`).
 */
export async function getAdminUser(db: DbOrTx, userId: string): Promise<AdminUserDetailResponse> {
  const user = await findUserForAdmin(db, userId);
  if (!user) throw AppError.notFound('User not found');
  const accounts = (['owner_available', 'owner_in_transit', 'owner_paid_out'] as const).map((k) =>
    ownerAccount(k, userId),
  );
  const [listings, asRenter, asOwner, balances, ledger, payouts, devices, admins, conversations] = await Promise.all([
    listingsOfUser(db, userId),
    bookingsOfUser(db, userId, 'renter'),
    bookingsOfUser(db, userId, 'owner'),
    accountBalances(db, accounts),
    ledgerOfUser(db, userId),
    payoutsOfUser(db, userId),
    sessionsOfUser(db, userId),
    user.role === 'admin' ? otherAdmins(db, userId, false) : Promise.resolve(1),
    adminConversations(db, { userId }),
  ]);
  const sum = (account: string) => balances.filter((b) => b.account === account).reduce((s, b) => s + b.cents, 0);
  const booking = (b: Awaited<ReturnType<typeof bookingsOfUser>>[number]) => ({
    ...b,
    otherParty: b.otherParty ?? '',
    startDate: String(b.startDate),
    endDate: String(b.endDate),
    pickupAt: b.pickupAt.toISOString(),
    returnAt: b.returnAt.toISOString(),
  });
  return {
    user: toAdminUserDetail(user, listings.length),
    listings: listings.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
    bookingsAsRenter: asRenter.map(booking),
    bookingsAsOwner: asOwner.map(booking),
    balance: {
      currency: balances[0]?.currency ?? 'EUR',
      availableCents: sum(accounts[0]!),
      inTransitCents: sum(accounts[1]!),
      paidOutCents: sum(accounts[2]!),
    },
    ledger: ledger.map((e) => ({ ...e, at: e.at.toISOString() })),
    payouts: payouts.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    devices: devices.map((s) => ({
      id: s.id,
      name: s.name,
      ip: s.ip,
      userAgent: s.userAgent,
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastUsedAt.toISOString(),
      revokedAt: iso(s.revokedAt),
    })),
    conversations,
    lastAdmin: user.role === 'admin' && admins === 0,
  };
}
