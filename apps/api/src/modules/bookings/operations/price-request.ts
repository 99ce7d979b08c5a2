import type { BookingQuoteResponse } from '@biclou/contracts/bookings';
import type { DbOrTx } from '@biclou/db/client';
import {
  checkBookingRequest,
  UNPRICEABLE_CODES,
  type BookedTimes,
  type BookingRequestViolation,
} from '@biclou/domain/availability';
import { instantToLocal, listingTimeZone, localToInstant, type LocalDateTime } from '@biclou/domain/listing-time-zone';
import {
  checkBookingTimes,
  effectiveOpeningHours,
  wholeDayTimes,
  type OpeningHours,
} from '@biclou/domain/opening-hours';
import { priceForUnits } from '@biclou/domain/listing-units';
import type { PriceBreakdown } from '@biclou/domain/pricing';
import { priceTimedBooking } from '@biclou/domain/time-pricing';
import { isPubliclyVisible } from '@biclou/domain/listing-status';
import { AppError } from '../../../platform/http/app-error';
import {
  findActiveOwner,
  listAccessories,
  listingNotFound,
  type ListingRow,
  listUnavailablePeriods,
} from '../../listings';
import { countRequestedBy } from '../repositories/booking-calendar-repository';
import { importedBlocking } from './imported-blocks';
import { bookingWindow, maxOpenRequests, rates, type BookingSettingsRow } from '../booking-settings';
import { unitsFor } from '../booking-units';

export interface RequestDraft {
  startDate: string;
  endDate: string;
  /** "HH:MM" on the listing's clock; absent: whole days in the owner's hours (`wholeDayTimes`). */
  pickupTime?: string | undefined;
  returnTime?: string | undefined;
  accessoryIds: readonly string[];
  /** How many of the listing's bikes (1 when absent): the price and the deposit are for all of them. */
  units?: number | undefined;
}

/** A live listing with the hours it follows and the clock they are read on. */
interface BookableListing extends ListingRow {
  hours: OpeningHours;
  timeZone: string;
}

interface PricedRequest {
  price: PriceBreakdown & { halfDays: number; hours: number; serviceFeeRateBp: number; commissionRateBp: number };
  accessories: { id: string; name: string; pricePerDayCents: number }[];
  /** The pickup and return instants the request names. */
  span: BookedTimes;
  /** The deposit for all the bikes. */
  depositCents: number;
  /** The bikes wanted, how many are free over the span, and those a booking would hold (null: too few free). */
  units: { wanted: number; free: number; assigned: string[] | null };
  violations: BookingRequestViolation[];
}

/** A live listing whose owner is active, else 404 (the same answer whatever the reason). */
export async function assertBookable(tx: DbOrTx, listing: ListingRow | undefined): Promise<BookableListing> {
  if (!listing || !isPubliclyVisible(listing.status) || listing.pricePerDayCents === null) throw listingNotFound();
  const owner = await findActiveOwner(tx, listing.ownerId);
  if (!owner) throw listingNotFound();
  return {
    ...listing,
    hours: effectiveOpeningHours(listing.openingHours, owner.defaultOpeningHours),
    timeZone: listingTimeZone(listing.country),
  };
}

/** The local pickup and return a draft names, its times defaulting to the owner's whole days. */
function localTimesOf(draft: RequestDraft, listing: BookableListing): { pickup: LocalDateTime; return: LocalDateTime } {
  const whole = wholeDayTimes(listing.hours, draft.startDate, draft.endDate);
  return {
    pickup: { date: draft.startDate, time: draft.pickupTime ?? whole.pickupTime },
    return: { date: draft.endDate, time: draft.returnTime ?? whole.returnTime },
  };
}

/** The instant of a local time; null for one the spring clock change skips. */
function instantOf(local: LocalDateTime, timeZone: string): Date | null {
  const found = localToInstant(local, timeZone);
  return found.kind === 'nonexistent' ? null : found.instant;
}

/**
 * Prices a request with `priceTimedBooking` and the current settings, and lists the rules it
 * breaks with `checkBookingRequest` and the owner's hours (`checkBookingTimes`), the same checks the
 * page makes. Unknown accessory ids are a 422, and so are dates and times that leave nothing to
 * price (malformed, reversed, of no length, skipped by a clock change, longer than the maximum
 * duration or starting beyond the horizon): those are refused before any price is computed.
 */
export async function priceRequest(
  tx: DbOrTx,
  listing: BookableListing,
  draft: RequestDraft,
  renter: { id: string; phoneVerifiedAt: Date | null } | null,
  settings: BookingSettingsRow | undefined,
  now: Date,
): Promise<PricedRequest> {
  const all = await listAccessories(tx, listing.id);
  const chosen = [...new Set(draft.accessoryIds)].map((id) => all.find((a) => a.id === id));
  if (chosen.some((a) => !a)) throw AppError.field('accessoryIds', 'Unknown accessory.');
  const accessories = chosen.map((a) => ({ id: a!.id, name: a!.name, pricePerDayCents: a!.pricePerDayCents }));

  const { timeZone } = listing;
  const local = localTimesOf(draft, listing);
  const pickupAt = instantOf(local.pickup, timeZone);
  const returnAt = instantOf(local.return, timeZone);
  const problems = checkBookingTimes(local.pickup, local.return, {
    hours: listing.hours,
    timeZone,
    now,
    limits: bookingWindow(settings),
  });
  // One after the other: a transaction's connection runs one query at a time.
  const blockedPeriods = await listUnavailablePeriods(tx, listing.id);
  // An external calendar's busy times block every unit, as the owner's unavailable days do.
  const blockingBookings = await importedBlocking(tx, listing.id, timeZone, now);
  const wanted = draft.units ?? 1;
  // The units decide for the listing's bookings (listing-units.ts); without a span (no
  // instants, or a return before the pickup) the request is refused below before anything is priced.
  const units =
    pickupAt && returnAt && returnAt > pickupAt
      ? await unitsFor(tx, listing.id, { pickupAt, returnAt }, wanted)
      : { free: 0, assigned: null };
  const openRequestsCount = renter ? await countRequestedBy(tx, renter.id) : 0;
  const violations = checkBookingRequest({
    startDate: draft.startDate,
    endDate: draft.endDate,
    today: instantToLocal(now, timeZone).date,
    minBookingDays: listing.minBookingDays,
    noticeDays: listing.noticeDays,
    blockedPeriods,
    blockingBookings,
    units: { free: units.free, wanted },
    openRequestsCount,
    maxOpenRequests: maxOpenRequests(settings),
    ...bookingWindow(settings),
    isOwnListing: renter?.id === listing.ownerId,
    phoneConfirmed: renter ? renter.phoneVerifiedAt !== null : true,
    times: { timeZone, pickupAt: pickupAt ?? undefined, returnAt: returnAt ?? undefined, problems },
  });
  const unpriceable = violations.filter((v) => UNPRICEABLE_CODES.includes(v.code));
  if (unpriceable.length || !pickupAt || !returnAt) throw dateFieldsError(unpriceable);
  const r = rates(settings);
  const one = priceTimedBooking({
    pickupAt,
    returnAt,
    pricePerDayCents: listing.pricePerDayCents!,
    pricePerHourCents: listing.pricePerHourCents,
    pricePerHalfDayCents: listing.pricePerHalfDayCents,
    discount7Pct: listing.discount7Days,
    discount30Pct: listing.discount30Days,
    accessories,
    ...r,
  });
  const { depositCents, ...price } = priceForUnits(one, listing.depositCents, wanted);
  return {
    price: { ...price, ...r },
    accessories,
    span: { pickupAt, returnAt },
    depositCents,
    units: { wanted, ...units },
    violations,
  };
}

function dateFieldsError(violations: readonly BookingRequestViolation[]): AppError {
  const fields: Record<string, string[]> = {};
  for (const v of violations) (fields[v.field ?? 'endDate'] ??= []).push(v.message);
  return AppError.validation(fields, violations[0]?.message);
}

export function quoteOf(
  listing: ListingRow,
  priced: PricedRequest,
  instant: BookingQuoteResponse['instant'],
): BookingQuoteResponse {
  return {
    price: {
      currency: listing.currency,
      pricePerDayCents: listing.pricePerDayCents!,
      pricePerHalfDayCents: listing.pricePerHalfDayCents,
      pricePerHourCents: listing.pricePerHourCents,
      bikes: priced.units.wanted,
      ...priced.price,
    },
    depositCents: priced.depositCents,
    cancelationOption: listing.cancelationOption,
    units: { wanted: priced.units.wanted, free: priced.units.free },
    instant,
    violations: priced.violations.map((v) => ({ code: v.code, message: v.message, field: v.field, params: v.params })),
  };
}
