import type {
  AdminDisputeDetailResponse,
  AdminDisputeListQuerySchema,
  AdminDisputeListResponse,
} from '@biclou/contracts/admin-money';
import type { ResolveDisputeRequest } from '@biclou/contracts/bookings';
import type { z } from 'zod';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import { recordAdminAction } from '../shared';
import { findBooking, loadBookingSettings, resolveDispute, toAdminBooking } from '../../bookings';
import { handoverEvidence } from '../../handover';
import { ledgerOf } from './admin-money-repository';
import { findDispute, listDisputesPage } from './dispute-admin-repository';
import { ledgerLines, partyPair } from './admin-bookings';
import { decodeCursor, pageOf } from './keyset';

const disputeNotFound = () => AppError.notFound('This dispute does not exist.');

export async function adminListDisputes(
  ctx: RequestContext,
  q: z.output<typeof AdminDisputeListQuerySchema>,
): Promise<AdminDisputeListResponse> {
  const rows = await listDisputesPage(ctx.deps.db, { ...q, cursor: decodeCursor(q.cursor) });
  const page = pageOf(rows, q.limit, (r) => [r.sortKey, r.id]);
  const evidence = await handoverEvidence(
    ctx.deps.db,
    page.items.map((r) => r.bookingId),
  );
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((r) => ({
      id: r.id,
      status: r.status,
      reason: r.reason,
      booking: { id: r.bookingId, ref: r.bookingRef, totalCents: r.totalCents, currency: r.currency },
      renter: r.renter,
      owner: r.owner,
      createdAt: r.createdAt.toISOString(),
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
      evidence: evidence.get(r.bookingId)!,
    })),
  };
}

export async function adminGetDispute(ctx: RequestContext, disputeId: string): Promise<AdminDisputeDetailResponse> {
  const { db } = ctx.deps;
  const d = await findDispute(db, disputeId);
  if (!d) throw disputeNotFound();
  const row = (await findBooking(db, d.bookingId))!;
  const [renter, owner] = await partyPair(ctx, row.renterId, row.ownerId);
  const [booking, ledger, evidence] = await Promise.all([
    toAdminBooking(db, row, await loadBookingSettings(db)),
    ledgerOf(db, { bookingId: row.id }),
    handoverEvidence(db, [row.id]),
  ]);
  return {
    dispute: {
      id: d.id,
      status: d.status,
      reason: d.reason,
      explanation: d.explanation,
      createdAt: d.createdAt.toISOString(),
      resolvedAt: d.resolvedAt?.toISOString() ?? null,
      resolutionRefundCents: d.resolutionRefundCents,
      resolutionNote: d.resolutionNote,
    },
    booking,
    renter,
    owner,
    ledger: ledgerLines(ledger),
    evidence: evidence.get(row.id)!,
  };
}

/** The bookings module's resolve operation, audited in its transaction (by booking id: the older route). */
export async function adminResolveBooking(
  ctx: RequestContext,
  adminId: string,
  bookingId: string,
  input: ResolveDisputeRequest,
) {
  return resolveDispute(ctx, adminId, bookingId, input, async (tx, before, after) => {
    await recordAdminAction(tx, {
      adminId,
      action: 'dispute.resolve',
      objectType: 'booking',
      objectId: before.id,
      before: { status: before.status },
      after: {
        status: after.status,
        refundCents: after.refundCents,
        creditOwnerCents: after.creditOwnerCents,
        creditPlatformCents: after.creditPlatformCents,
      },
      reason: input.note?.trim() || null,
    });
  });
}

/** Resolve by dispute id (the dispute page): 404 for an unknown dispute, 409 once resolved. */
export async function adminResolveDispute(
  ctx: RequestContext,
  adminId: string,
  disputeId: string,
  input: ResolveDisputeRequest,
): Promise<AdminDisputeDetailResponse> {
  const d = await findDispute(ctx.deps.db, disputeId);
  if (!d) throw disputeNotFound();
  if (d.status !== 'open') throw AppError.conflict('This dispute is already resolved.');
  await resolveDispute(ctx, adminId, d.bookingId, input, async (tx, before, after) => {
    await recordAdminAction(tx, {
      adminId,
      action: 'dispute.resolve',
      objectType: 'dispute',
      objectId: d.id,
      before: { status: 'open', bookingStatus: before.status },
      after: {
        status: 'resolved',
        bookingStatus: after.status,
        refundCents: after.refundCents,
        creditOwnerCents: after.creditOwnerCents,
        creditPlatformCents: after.creditPlatformCents,
      },
      reason: input.note?.trim() || null,
    });
  });
  return adminGetDispute(ctx, disputeId);
}
