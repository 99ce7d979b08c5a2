import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookingUnits } from '@biclou/db/schema';
import type { BookedTimes } from '@biclou/domain/availability';

// Which units a booking holds, and which units other bookings hold over a span. `active` follows the
// booking's status by a trigger (migration 0033): only blocking bookings' holds are active.

/** The listing's units that an active hold other than `exceptBookingId`'s keeps over the span. */
export async function takenUnitIds(
  tx: DbOrTx,
  listingId: string,
  span: BookedTimes,
  exceptBookingId?: string,
): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ unitId: bookingUnits.unitId })
    .from(bookingUnits)
    .where(
      and(
        eq(bookingUnits.listingId, listingId),
        eq(bookingUnits.active, true),
        exceptBookingId ? ne(bookingUnits.bookingId, exceptBookingId) : undefined,
        sql`tstzrange(${bookingUnits.pickupAt}, ${bookingUnits.returnAt}, '[)') && tstzrange(${span.pickupAt.toISOString()}::timestamptz, ${span.returnAt.toISOString()}::timestamptz, '[)')`,
      ),
    );
  return new Set(rows.map((r) => r.unitId));
}

/** The units a booking holds. */
export async function heldUnitIds(tx: DbOrTx, bookingId: string): Promise<string[]> {
  const rows = await tx
    .select({ unitId: bookingUnits.unitId })
    .from(bookingUnits)
    .where(eq(bookingUnits.bookingId, bookingId));
  return rows.map((r) => r.unitId);
}

interface HoldingBooking extends BookedTimes {
  id: string;
  listingId: string;
  startDate: string;
  endDate: string;
}

/**
 * The booking now holds exactly these units, inactive (a request's proposal): a blocking status set
 * afterwards activates them (the trigger), and the exclusion constraint per unit has the last word.
 */
export async function holdUnits(tx: DbOrTx, booking: HoldingBooking, unitIds: readonly string[]): Promise<void> {
  await tx.delete(bookingUnits).where(eq(bookingUnits.bookingId, booking.id));
  await tx.insert(bookingUnits).values(
    unitIds.map((unitId) => ({
      bookingId: booking.id,
      unitId,
      listingId: booking.listingId,
      startDate: booking.startDate,
      endDate: booking.endDate,
      pickupAt: booking.pickupAt,
      returnAt: booking.returnAt,
      active: false,
    })),
  );
}
