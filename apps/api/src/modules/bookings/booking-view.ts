import { textForReader } from '@biclou/domain/contact-masking';
import { contactsRevealedWith, conversationIdsOf } from './repositories/booking-contact-repository';
import type { Booking } from '@biclou/contracts/bookings';
import type { DbOrTx } from '@biclou/db/client';
import type { listings } from '@biclou/db/schema';
import { historyReasonOf } from '@biclou/domain/booking-history-reasons';
import { canOpenDispute, renterSeesExactAddress, transitionsFrom } from '@biclou/domain/booking-status';
import { ownerEarningsOf, type OwnerEarnings } from '@biclou/domain/owner-earnings';
import { listingTitle } from '../listings';
import { firstnamesOf, listingBitsOf } from './repositories/booking-party-repository';
import { cardsOf } from './repositories/booking-list-repository';
import { listHistory, type BookingRow } from './repositories/booking-repository';
import { timerSettings, type BookingSettingsRow } from './booking-settings';
import { paymentDeadlineOf, requestDeadlineOf } from './booking-timing';

type ListingBits = Pick<
  typeof listings.$inferSelect,
  'id' | 'brand' | 'model' | 'city' | 'country' | 'address' | 'postalCode' | 'lat' | 'lng'
>;

/** The price lines of a booking's snapshot. */
function priceOf(row: BookingRow): Booking['price'] {
  return {
    currency: row.currency,
    pricePerDayCents: row.pricePerDayCents,
    days: row.days,
    halfDays: row.halfDays,
    hours: row.hours,
    pricePerHalfDayCents: row.pricePerHalfDayCents,
    pricePerHourCents: row.pricePerHourCents,
    bikes: row.unitCount,
    base: row.baseCents,
    discount: row.discountCents,
    accessories: row.accessoriesCents,
    subtotal: row.subtotalCents,
    serviceFee: row.serviceFeeCents,
    commission: row.commissionCents,
    pricePaidByBuyer: row.totalCents,
    ownerEarnings: row.ownerEarningsCents,
    serviceFeeRateBp: row.serviceFeeRateBp,
    commissionRateBp: row.commissionRateBp,
  };
}

/** What the owner is credited or will be credited for this booking, by the one rule (`ownerEarningsOf`). */
export function earningsOf(row: BookingRow): OwnerEarnings {
  return ownerEarningsOf({
    status: row.status,
    paid: row.paidAt !== null,
    subtotal: row.subtotalCents,
    serviceFee: row.serviceFeeCents,
    commissionRateBp: row.commissionRateBp,
    refundCents: row.refundCents,
  });
}

/**
 * The countdown a party sees: a request's answer, an acceptance's payment, each shrunk by the
 * owner's notice before the pickup (domain `requestExpiresAt`, `paymentDeadline`), as the jobs apply them.
 */
function deadlineOf(row: BookingRow, settings: BookingSettingsRow | undefined): Booking['deadline'] {
  const t = timerSettings(settings);
  if (row.status === 'requested') return { kind: 'request_expires', at: requestDeadlineOf(row, t).toISOString() };
  if (row.status === 'accepted' && row.acceptedAt)
    return { kind: 'payment_due', at: paymentDeadlineOf(row, t).toISOString() };
  return null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The viewer's moves from the state machine's table (a dispute also needs the owner not yet credited). */
function actionsOf(row: BookingRow, viewerRole: 'renter' | 'owner'): Booking['actions'] {
  const out = new Set<Booking['actions'][number]>();
  for (const t of transitionsFrom(row.status, viewerRole)) {
    if (t.action === 'dispute' && !canOpenDispute(row.status, row.creditedAt !== null)) continue;
    if (
      t.action === 'accept' ||
      t.action === 'reject' ||
      t.action === 'cancel' ||
      t.action === 'pay' ||
      t.action === 'dispute'
    )
      out.add(t.action);
  }
  return [...out];
}

const hasPartyText = (r: BookingRow) => Boolean(r.noteForOwner || r.rejectReason || r.cancelReason);

/**
 * Text a party typed on the booking as the viewer reads it: masked (`textForReader`) when the
 * other party wrote it and no booking between them is paid; as written when the viewer wrote it,
 * and when the system or an admin did (codes, an admin's reason).
 */
function partyTextFor(row: BookingRow, viewerId: string, reader: { isAdmin: boolean; contactsRevealed: boolean }) {
  return (text: string | null, author: string | null): string | null => {
    if (text === null || (author !== 'owner' && author !== 'renter')) return text;
    const authorId = author === 'owner' ? row.ownerId : row.renterId;
    return textForReader(text, { isAuthor: authorId === viewerId, ...reader });
  };
}

/**
 * The booking as one of its two parties sees it: each side gets the other's first name only; the
 * renter sees the exact address only when `renterSeesExactAddress(status)`.
 */
export async function toBookings(
  tx: DbOrTx,
  rows: BookingRow[],
  viewerId: string,
  settings: BookingSettingsRow | undefined,
  withHistory = false,
  admin = false,
): Promise<Booking[]> {
  if (!rows.length) return [];
  const listingIds = [...new Set(rows.map((r) => r.listingId))];
  const userIds = [...new Set(rows.flatMap((r) => [r.renterId, r.ownerId]))];
  // Sequential on purpose: `tx` may be a transaction, whose connection runs one query at a time.
  const listingRows = await listingBitsOf(tx, listingIds);
  const userRows = await firstnamesOf(tx, userIds);
  const cards = await cardsOf(
    tx,
    rows.map((r) => r.id),
  );
  const threadOf = await conversationIdsOf(tx, rows);
  // what one party typed (the request's note, a reason to decline or cancel) is masked for the other
  // until a booking between them is paid, like their messages
  const revealed = await contactsRevealedWith(
    tx,
    viewerId,
    rows.filter(hasPartyText).map((r) => (r.ownerId === viewerId ? r.renterId : r.ownerId)),
  );
  const listingOf = new Map<string, ListingBits>(listingRows.map((l) => [l.id, l]));
  const nameOf = new Map(userRows.map((u) => [u.id, u.firstname]));
  const out: Booking[] = [];
  for (const row of rows) {
    const listing = listingOf.get(row.listingId)!;
    const viewerRole = row.ownerId === viewerId ? ('owner' as const) : ('renter' as const);
    const partyText = partyTextFor(row, viewerId, {
      isAdmin: admin,
      contactsRevealed: revealed.has(viewerRole === 'owner' ? row.renterId : row.ownerId),
    });
    const showAddress = viewerRole === 'owner' || renterSeesExactAddress(row.status);
    const booking: Booking = {
      id: row.id,
      ref: row.ref,
      status: row.status,
      viewerRole,
      listing: {
        id: listing.id,
        title: listingTitle(listing),
        city: listing.city,
        timeZone: row.timeZone,
        exactAddress: showAddress
          ? {
              address: listing.address,
              postalCode: listing.postalCode,
              city: listing.city,
              country: listing.country,
              lat: listing.lat,
              lng: listing.lng,
            }
          : null,
      },
      renter: { id: row.renterId, firstname: nameOf.get(row.renterId) ?? '' },
      owner: { id: row.ownerId, firstname: nameOf.get(row.ownerId) ?? '' },
      startDate: row.startDate,
      endDate: row.endDate,
      pickupAt: row.pickupAt.toISOString(),
      returnAt: row.returnAt.toISOString(),
      instant: row.instant,
      units: row.unitCount,
      noteForOwner: partyText(row.noteForOwner, 'renter'),
      conversationId: threadOf.get(`${row.listingId}:${row.renterId}`) ?? null,
      accessories: row.accessories,
      price: priceOf(row),
      earnings: earningsOf(row),
      depositCents: row.depositCents,
      cancelationOption: row.cancelationOption,
      cancelationRule: row.cancelationRule,
      deadline: deadlineOf(row, settings),
      refundCents: row.refundCents,
      canceledBy: row.canceledBy,
      rejectReason: partyText(row.rejectReason, 'owner'),
      cancelReason: partyText(row.cancelReason, row.canceledBy),
      payment: cards.get(row.id) ?? null,
      requestedAt: row.requestedAt.toISOString(),
      acceptedAt: iso(row.acceptedAt),
      paidAt: iso(row.paidAt),
      canceledAt: iso(row.canceledAt),
      creditedAt: iso(row.creditedAt),
      actions: actionsOf(row, viewerRole),
    };
    if (withHistory) {
      booking.history = (await listHistory(tx, row.id)).map((h) => {
        const why = historyReasonOf({ to: h.toStatus, actor: h.actor, reason: h.reason });
        return {
          from: h.fromStatus,
          to: h.toStatus,
          actor: h.actor,
          reasonCode: why.code,
          reason: partyText(why.text, h.actor),
          at: h.at.toISOString(),
        };
      });
    }
    out.push(booking);
  }
  return out;
}

export async function toBooking(
  tx: DbOrTx,
  row: BookingRow,
  viewerId: string,
  settings: BookingSettingsRow | undefined,
  withHistory = true,
): Promise<Booking> {
  const [booking] = await toBookings(tx, [row], viewerId, settings, withHistory);
  return booking!;
}

/** The booking as an admin reads it: the owner's full view, and every party's words as written. */
export async function toAdminBooking(
  tx: DbOrTx,
  row: BookingRow,
  settings: BookingSettingsRow | undefined,
): Promise<Booking> {
  const [booking] = await toBookings(tx, [row], row.ownerId, settings, true, true);
  return booking!;
}
