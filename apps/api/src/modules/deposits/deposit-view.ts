import type { AdminClaimListResponse, DepositResponse } from '@biclou/contracts/deposits';
import type { DbOrTx } from '@biclou/db/client';
import { CLAIM_WINDOW_HOURS, claimRefusal, handoverRefusalBlock, holdReleaseAt } from '@biclou/domain/deposit-rules';
import { AppError } from '../../platform/http/app-error';
import { findBooking, type BookingRow } from '../bookings';
import { handoverEvidence, handoverPhotos, handoverSummary } from '../handover';
import { findClaim, holdsOf, openClaims } from './deposit-repository';

interface DepositViewer {
  id: string;
  isAdmin: boolean;
}
type DepositSide = 'owner' | 'renter' | 'admin';

/** The booking for its two parties and admins; anyone else gets the 404 of a missing booking. */
export async function bookingForDepositViewer(
  db: DbOrTx,
  viewer: DepositViewer,
  bookingId: string,
): Promise<{ row: BookingRow; side: DepositSide }> {
  const row = await findBooking(db, bookingId);
  if (row?.ownerId === viewer.id) return { row, side: 'owner' };
  if (row?.renterId === viewer.id) return { row, side: 'renter' };
  if (row && viewer.isAdmin) return { row, side: 'admin' };
  throw AppError.notFound('Booking not found');
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What one side sees of the booking's deposit: the current hold, the claim, the release time, its moves. */
export async function depositView(db: DbOrTx, row: BookingRow, side: DepositSide, now: Date): Promise<DepositResponse> {
  const holds = await holdsOf(db, row.id);
  const hold = holds[0];
  const claim = await findClaim(db, row.id);
  const summary = await handoverSummary(db, row.id);
  const checkoutAt = summary.checkout?.submittedAt ?? null;
  const photos = side === 'renter' ? [] : await handoverPhotos(db, row.id, 'checkout');
  const held = hold?.status === 'authorised' ? hold.amountCents : null;
  const openToClaim =
    !claim && claimRefusal({ now, checkoutSubmittedAt: checkoutAt, heldCents: held, amountCents: 1 }) === null;
  return {
    depositCents: row.depositCents,
    currency: row.currency,
    hold: hold
      ? {
          status: hold.status,
          amountCents: hold.amountCents,
          capturedCents: hold.capturedCents,
          currency: hold.currency,
          placedAt: hold.placedAt.toISOString(),
          expiresAt: iso(hold.expiresAt),
          releasedAt: iso(hold.releasedAt),
          capturedAt: iso(hold.capturedAt),
          declineMessage: hold.declineMessage,
        }
      : null,
    claim: claim
      ? {
          amountCents: claim.amountCents,
          currency: claim.currency,
          description: claim.description,
          photoIds: claim.photoIds,
          filedAt: claim.filedAt.toISOString(),
          renterAnswer: claim.renterAnswer,
          answeredAt: iso(claim.answeredAt),
          status: claim.status,
          decidedCents: claim.decidedCents,
          decidedAt: iso(claim.decidedAt),
        }
      : null,
    releaseAt: holdReleaseAt(checkoutAt, row.endDate).toISOString(),
    claimUntil: checkoutAt ? new Date(checkoutAt.getTime() + CLAIM_WINDOW_HOURS * 3_600_000).toISOString() : null,
    checkoutPhotoIds: photos.map((p) => p.id),
    can: {
      claim: side === 'owner' && openToClaim,
      answer: side === 'renter' && claim?.status === 'open' && claim.renterAnswer === null,
      decide: side === 'admin' && claim?.status === 'open' && hold?.status === 'authorised',
      refuseHandover:
        side === 'owner' &&
        handoverRefusalBlock({
          status: row.status,
          holds,
          checkinConfirmedAt: summary.checkin?.confirmedAt ?? null,
          checkoutSubmittedAt: checkoutAt,
        }) === null,
    },
  };
}

/** The open damage claims for the admins (at most 200, oldest first), each flagged when a handover report is missing. */
export async function adminOpenClaims(db: DbOrTx): Promise<AdminClaimListResponse> {
  const rows = await openClaims(db, 200);
  const evidence = await handoverEvidence(
    db,
    rows.map((r) => r.bookingId),
  );
  return {
    items: rows.map((r) => ({
      bookingId: r.bookingId,
      bookingRef: r.bookingRef,
      amountCents: r.amountCents,
      heldCents: r.holdStatus === 'authorised' ? r.holdCents : null,
      currency: r.currency,
      filedAt: r.filedAt.toISOString(),
      answered: r.answeredAt !== null,
      evidence: evidence.get(r.bookingId)!,
    })),
  };
}
