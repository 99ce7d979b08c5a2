import type { Tx } from '@biclou/db/client';
import { paymentTransaction } from '@biclou/domain/ledger';
import { canTransition } from '@biclou/domain/booking-status';
import { AppError } from '../../../platform/http/app-error';
import { illegalMove } from '../booking-access';
import { transitionBooking, type BookingRow } from '../repositories/booking-repository';
import { timerSettings, type BookingSettingsRow } from '../booking-settings';
import { paymentDeadlineOf } from '../booking-timing';
import { type PaymentRow, postLedger } from '../../money';

/** 409 unless the booking can be paid now: accepted, and its payment deadline not passed. */
export function assertPayable(row: BookingRow, settings: BookingSettingsRow | undefined, now: Date) {
  if (row.status === 'paid') throw AppError.conflict('This booking is already paid.');
  if (!canTransition(row.status, 'paid', 'renter')) throw illegalMove(row, 'paid');
  if (paymentDeadlineOf(row, timerSettings(settings)) <= now) {
    throw AppError.conflict('The payment deadline has passed.');
  }
}

/**
 * accepted → paid with its history row and the ledger's payment → escrow, in the caller's
 * transaction (the same one that recorded the successful payment).
 */
export async function markPaid(
  tx: Tx,
  row: BookingRow,
  payment: PaymentRow,
  renterId: string,
  now: Date,
): Promise<BookingRow> {
  const paid = await transitionBooking(
    tx,
    row,
    'paid',
    { actor: 'renter', userId: renterId, at: now },
    {
      paidAt: now,
      creditOwnerCents: row.ownerEarningsCents,
      creditPlatformCents: row.totalCents - row.ownerEarningsCents,
    },
  );
  if (!paid) throw illegalMove(row, 'paid');
  await postLedger(
    tx,
    paymentTransaction({ bookingId: row.id, amountCents: payment.amountCents, currency: payment.currency }),
    now,
  );
  return paid;
}
