import type {
  AdminBookingDetailResponse,
  AdminBookingListResponse,
  AdminCancelPreviewResponse,
  AdminParty,
} from '@biclou/contracts/admin-money';
import type { AdminBookingListQuerySchema, AdminCancelRequestSchema } from '@biclou/contracts/admin-money';
import type { z } from 'zod';
import { canTransition } from '@biclou/domain/booking-status';
import type { Refund } from '@biclou/domain/compute-refund';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import { recordAdminAction } from '../shared';
import {
  adminCancelBooking,
  adminCancelPreview,
  findBooking,
  loadBookingSettings,
  toAdminBooking,
} from '../../bookings';
import { adminConversations } from '../../messaging';
import { ledgerOf, partiesOf } from './admin-money-repository';
import { latestDisputeOf, listBookingsPage, paymentsOf } from './booking-admin-repository';
import { decodeCursor, pageOf } from './keyset';

export const listingTitle = (l: { brand: string | null; model: string | null }) =>
  [l.brand, l.model].filter(Boolean).join(' ') || '—';

export const ledgerLines = (rows: Awaited<ReturnType<typeof ledgerOf>>) =>
  rows.map((r) => ({ ...r, amountCents: Number(r.amountCents), at: r.at.toISOString() }));

export async function partyPair(ctx: RequestContext, a: string, b: string): Promise<[AdminParty, AdminParty]> {
  const found = await partiesOf(ctx.deps.db, [a, b]);
  const get = (id: string) => found.find((p) => p.id === id)!;
  return [get(a), get(b)];
}

export async function adminListBookings(
  ctx: RequestContext,
  q: z.output<typeof AdminBookingListQuerySchema>,
): Promise<AdminBookingListResponse> {
  const rows = await listBookingsPage(ctx.deps.db, {
    ...q,
    cursor: decodeCursor(q.cursor, q.sort === 'start' ? 'date' : 'timestamp'),
  });
  const page = pageOf(rows, q.limit, (r) => [r.sortKey, r.id]);
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((r) => ({
      id: r.id,
      ref: r.ref,
      status: r.status,
      listing: { id: r.listingId, title: listingTitle(r), country: r.country },
      renter: r.renter,
      owner: r.owner,
      startDate: r.startDate,
      endDate: r.endDate,
      pickupAt: r.pickupAt.toISOString(),
      returnAt: r.returnAt.toISOString(),
      timeZone: r.timeZone,
      totalCents: r.totalCents,
      currency: r.currency,
      requestedAt: r.requestedAt.toISOString(),
    })),
  };
}

export async function adminGetBooking(ctx: RequestContext, bookingId: string): Promise<AdminBookingDetailResponse> {
  const { db } = ctx.deps;
  const row = await findBooking(db, bookingId);
  if (!row) throw AppError.notFound('Booking not found');
  const [renter, owner] = await partyPair(ctx, row.renterId, row.ownerId);
  const [booking, pays, ledger, dispute, conversations] = await Promise.all([
    toAdminBooking(db, row, await loadBookingSettings(db)),
    paymentsOf(db, row.id),
    ledgerOf(db, { bookingId: row.id }),
    latestDisputeOf(db, row.id),
    adminConversations(db, { bookingId: row.id }),
  ]);
  return {
    booking,
    renter,
    owner,
    payments: pays.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    ledger: ledgerLines(ledger),
    dispute,
    conversations,
    canCancel: canTransition(row.status, 'canceled', 'admin'),
  };
}

const refundView = (r: Refund) => ({
  refundTotal: r.refundTotal,
  refundedSubtotal: r.refundedSubtotal,
  refundedServiceFee: r.refundedServiceFee,
  ownerEarnings: r.ownerEarnings,
  platformRevenue: r.platformRevenue,
  refundPct: r.refundPct,
  daysBefore: r.daysBefore,
});

export async function adminBookingCancelPreview(
  ctx: RequestContext,
  bookingId: string,
): Promise<AdminCancelPreviewResponse> {
  const { row, options } = await adminCancelPreview(ctx, bookingId);
  return {
    currency: row.currency,
    totalCents: row.totalCents,
    options: options ? { policy: refundView(options.policy), full: refundView(options.full) } : null,
  };
}

const auditView = (b: {
  status: string;
  refundCents: number;
  creditOwnerCents: number;
  creditPlatformCents: number;
}) => ({
  status: b.status,
  refundCents: b.refundCents,
  creditOwnerCents: b.creditOwnerCents,
  creditPlatformCents: b.creditPlatformCents,
});

/** Admin cancel through the bookings module's operation; the audit row is written in its transaction. */
export async function adminCancel(
  ctx: RequestContext,
  adminId: string,
  bookingId: string,
  body: z.output<typeof AdminCancelRequestSchema>,
): Promise<AdminBookingDetailResponse> {
  await adminCancelBooking(ctx, adminId, bookingId, body, async (tx, before, after, refund) => {
    await recordAdminAction(tx, {
      adminId,
      action: 'booking.cancel',
      objectType: 'booking',
      objectId: bookingId,
      before: auditView(before),
      after: { ...auditView(after), refundChoice: refund ? body.refund : null },
      reason: body.reason,
    });
  });
  return adminGetBooking(ctx, bookingId);
}
