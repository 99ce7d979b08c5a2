import type { BookingResponse } from '@biclou/contracts/bookings';
import type { Tx } from '@biclou/db/client';
import { BOOKING_REQUEST_MESSAGES, isTimeAvailable } from '@biclou/domain/availability';
import type { SystemReasonCode } from '@biclou/domain/booking-history-reasons';
import { canTransition } from '@biclou/domain/booking-status';
import type { BookingTimerSettings } from '@biclou/domain/booking-timers';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import { listUnavailablePeriods, lockListing } from '../../listings';
import { bookingNotFound, illegalMove, lockBookingAs } from '../booking-access';
import { findBooking, transitionBooking, type BookingRow } from '../repositories/booking-repository';
import { lockOverlappingRequests } from '../repositories/booking-calendar-repository';
import { heldUnitIds, holdUnits } from '../repositories/booking-unit-repository';
import { unitsFor } from '../booking-units';
import { importedBlocking } from './imported-blocks';
import { loadBookingSettings, timerSettings } from '../booking-settings';
import { paymentDeadlineOf, requestDeadlineOf } from '../booking-timing';
import { toBooking } from '../booking-view';
import type { Emit } from '../events/booking-events';
import { isExclusionViolation } from '../../../platform/db/pg-errors';

/** The code of the other requests an accept rejects (pages and emails translate it: `historyReasonOf`). */
const AUTO_REJECT_REASON: SystemReasonCode = 'other_request_accepted';
const unavailable = () => AppError.conflict(BOOKING_REQUEST_MESSAGES.unavailable);

/** A blocking booking sharing an instant with another (the exclusion constraint's 23P01) is the spec's 409. */
export function unavailableOnOverlap(err: unknown): unknown {
  return isExclusionViolation(err) ? unavailable() : err;
}

/** Who accepts: the owner, or the system for an instant booking (with the history's reason code). */
type Acceptor =
  { actor: 'owner'; userId: string; reason?: undefined } | { actor: 'system'; userId: null; reason: 'instant' };

/**
 * requested → accepted in the caller's transaction, the listing row locked first: the times are
 * checked against the owner's unavailable dates, the request's units again (one taken since it was
 * made is swapped for a free one; too few free is the spec's 409), the move writes its history row
 * and activates its units' holds (the trigger), and the other requests sharing an instant with it
 * that no longer find enough free units become rejected, each with its history row
 * (`other_request_accepted`, by the same actor). The owner's accept and instant booking both come
 * here; the exclusion constraint per unit stays the last word (`unavailableOnOverlap`). Emits
 * `booking.accepted`, then one `booking.rejected` each.
 */
export async function acceptRequest(
  tx: Tx,
  emit: Emit,
  row: BookingRow,
  who: Acceptor,
  now: Date,
  timers: BookingTimerSettings,
): Promise<{ row: BookingRow; rejected: BookingRow[] }> {
  if (!canTransition(row.status, 'accepted', who.actor)) throw illegalMove(row, 'accepted');
  const blocked = await listUnavailablePeriods(tx, row.listingId);
  // An external calendar's busy times block every unit, as the owner's unavailable days do.
  const imported = await importedBlocking(tx, row.listingId, row.timeZone, now);
  if (!isTimeAvailable(row, row.timeZone, blocked, imported)) throw unavailable();
  const held = await heldUnitIds(tx, row.id);
  const { assigned } = await unitsFor(tx, row.listingId, row, row.unitCount, held, row.id);
  if (!assigned) throw unavailable();
  if (assigned.join() !== held.join()) await holdUnits(tx, row, assigned);

  const accepted = await transitionBooking(
    tx,
    row,
    'accepted',
    { actor: who.actor, userId: who.userId, reason: who.reason ?? null, at: now },
    { acceptedAt: now },
  );
  if (!accepted) throw illegalMove(row, 'accepted');
  const actor = { kind: who.actor, userId: who.userId };
  emit({ type: 'booking.accepted', booking: accepted, at: now, actor, payBy: paymentDeadlineOf(accepted, timers) });
  const rejected: BookingRow[] = [];
  for (const other of await lockOverlappingRequests(tx, row.listingId, row, row.id)) {
    const still = await unitsFor(tx, other.listingId, other, other.unitCount, [], other.id);
    if (still.assigned) continue;
    const done = await transitionBooking(
      tx,
      other,
      'rejected',
      { actor: who.actor, userId: who.userId, reason: AUTO_REJECT_REASON, at: now },
      { rejectedAt: now, rejectReason: AUTO_REJECT_REASON },
    );
    if (done) {
      rejected.push(done);
      emit({ type: 'booking.rejected', booking: done, at: now, actor });
    }
  }
  return { row: accepted, rejected };
}

/**
 * requested → accepted (owner). The listing row is locked first so accepts of one listing run one
 * after the other (and never deadlock on each other's requests); the exclusion constraint is the
 * last word: a 23P01 becomes the spec's 409. Overlapping requests are rejected in the same
 * transaction (`acceptRequest`), and their renters are told once it is committed.
 */
export async function acceptBooking(ctx: RequestContext, ownerId: string, bookingId: string): Promise<BookingResponse> {
  const { deps } = ctx;
  const now = deps.clock.now();
  let result: { row: BookingRow; rejected: BookingRow[] };
  try {
    result = await ctx.deps.bookingEvents.transaction(ctx, async (tx, emit) => {
      const peek = await findBooking(tx, bookingId);
      if (!peek) throw bookingNotFound();
      await lockListing(tx, peek.listingId);
      const row = await lockBookingAs(tx, bookingId, ownerId, 'owner');
      if (!canTransition(row.status, 'accepted', 'owner')) throw illegalMove(row, 'accepted');
      const timers = timerSettings(await loadBookingSettings(tx));
      if (requestDeadlineOf(row, timers) <= now) throw AppError.conflict('This request has expired.');
      return acceptRequest(tx, emit, row, { actor: 'owner', userId: ownerId }, now, timers);
    });
  } catch (err) {
    throw unavailableOnOverlap(err);
  }
  return { booking: await toBooking(deps.db, result.row, ownerId, await loadBookingSettings(deps.db)) };
}
