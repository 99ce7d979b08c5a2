import { randomBytes } from 'node:crypto';
import type { CreateBookingRequest, CreateBookingResponse } from '@biclou/contracts/bookings';
import { BOOKING_REQUEST_MESSAGES, type BookingRequestViolation } from '@biclou/domain/availability';
import type { unmetInstantConditions } from '@biclou/domain/instant-booking';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import { lockListing } from '../../listings';
import { lockRenter } from '../repositories/booking-party-repository';
import { insertBooking, insertHistory, type BookingRow } from '../repositories/booking-repository';
import { holdUnits } from '../repositories/booking-unit-repository';
import { cancelationRuleOf, loadBookingSettings, timerSettings } from '../booking-settings';
import { toBooking } from '../booking-view';
import { acceptRequest, unavailableOnOverlap } from './accept-booking';
import { instantConditionsUnmet } from './instant-conditions';
import { assertBookable, priceRequest } from './price-request';

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A short reference people can read on the phone: `BK-7Q4M9XKD`. */
function newBookingRef(): string {
  return `BK-${[...randomBytes(8)].map((b) => REF_ALPHABET[b % REF_ALPHABET.length]).join('')}`;
}

/** The rules' answer: unavailable dates are a 409 with the spec's sentence, every other rule a 422 with its message. */
function refuseRequest(violations: BookingRequestViolation[]): AppError {
  const unavailable = violations.find((v) => v.code === 'unavailable');
  if (unavailable && violations.length === 1) return AppError.conflict(BOOKING_REQUEST_MESSAGES.unavailable);
  const fields: Record<string, string[]> = {};
  for (const v of violations) (fields[v.field ?? '_'] ??= []).push(v.message);
  return AppError.validation(fields, violations[0]!.message);
}

/**
 * – → requested (decisions "Booking lifecycle", first row). The renter's row is locked so that two
 * requests at once cannot both pass the "at most 5 open requests" rule; the price is a snapshot,
 * and so is the owner's notice in hours (the windows end that long before the pickup).
 * Instant booking: when the listing books instantly and the renter meets its conditions, the
 * request is accepted in the same transaction by the system (`acceptRequest`, as an owner's accept:
 * the overlapping requests are rejected), and the renter goes on to pay. The listing row is locked
 * first, so requests of one listing run one after the other; the request is given the bikes it
 * asks for among the free ones (`unitsFor`), the exclusion constraint per unit is the last word,
 * and a request that finds too few bikes free is the spec's 409.
 */
export async function requestBooking(
  ctx: RequestContext,
  renterId: string,
  input: CreateBookingRequest & { accessoryIds: string[] },
): Promise<CreateBookingResponse> {
  const { db, clock } = ctx.deps;
  const now = clock.now();
  let created: { row: BookingRow; unmet: ReturnType<typeof unmetInstantConditions> | null };
  try {
    created = await ctx.deps.bookingEvents.transaction(ctx, async (tx, emit) => {
      const renter = (await lockRenter(tx, renterId))!;
      const listing = await assertBookable(tx, await lockListing(tx, input.listingId));
      const settings = await loadBookingSettings(tx);
      const priced = await priceRequest(tx, listing, input, renter, settings, now);
      if (priced.violations.length) throw refuseRequest(priced.violations);
      const unmet = await instantConditionsUnmet(tx, listing, renter);
      const instant = unmet !== null && unmet.length === 0;
      const { price } = priced;
      const row = await insertBooking(tx, {
        ref: newBookingRef(),
        listingId: listing.id,
        renterId,
        ownerId: listing.ownerId,
        status: 'requested',
        startDate: input.startDate,
        endDate: input.endDate,
        pickupAt: priced.span.pickupAt,
        returnAt: priced.span.returnAt,
        timeZone: listing.timeZone,
        noticeHours: listing.hours.minNoticeHours,
        instant,
        unitCount: priced.units.wanted,
        noteForOwner: input.noteForOwner?.trim() || null,
        accessories: priced.accessories,
        currency: listing.currency,
        pricePerDayCents: listing.pricePerDayCents!,
        days: price.days,
        halfDays: price.halfDays,
        hours: price.hours,
        pricePerHalfDayCents: listing.pricePerHalfDayCents,
        pricePerHourCents: listing.pricePerHourCents,
        baseCents: price.base,
        discountCents: price.discount,
        accessoriesCents: price.accessories,
        subtotalCents: price.subtotal,
        serviceFeeCents: price.serviceFee,
        commissionCents: price.commission,
        totalCents: price.pricePaidByBuyer,
        ownerEarningsCents: price.ownerEarnings,
        serviceFeeRateBp: price.serviceFeeRateBp,
        commissionRateBp: price.commissionRateBp,
        depositCents: priced.depositCents,
        cancelationOption: listing.cancelationOption,
        cancelationRule: cancelationRuleOf(settings, listing.cancelationOption),
        requestedAt: now,
        updatedAt: now,
      });
      // The request holds its bikes inactive; the accept checks them again and activates them.
      await holdUnits(tx, row, priced.units.assigned!);
      await insertHistory(tx, {
        bookingId: row.id,
        fromStatus: null,
        toStatus: 'requested',
        actor: 'renter',
        actorUserId: renterId,
        reason: null,
        at: now,
      });
      emit({ type: 'booking.requested', booking: row, at: now, actor: { kind: 'renter', userId: renterId } });
      if (!instant) return { row, unmet };
      const who = { actor: 'system', userId: null, reason: 'instant' } as const;
      const accepted = await acceptRequest(tx, emit, row, who, now, timerSettings(settings));
      return { row: accepted.row, unmet };
    });
  } catch (err) {
    throw unavailableOnOverlap(err);
  }
  const booking = await toBooking(db, created.row, renterId, await loadBookingSettings(db));
  return created.unmet?.length ? { booking, unmetInstantConditions: created.unmet } : { booking };
}
