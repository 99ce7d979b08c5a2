import type { BookingQuoteResponse } from '@biclou/contracts/bookings';
import type { DbOrTx } from '@biclou/db/client';
import { checkBookingRequest, UNPRICEABLE_CODES, type BookingRequestViolation } from '@biclou/domain/availability';
import { parisToday } from '@biclou/domain/paris-calendar';
import { priceBooking, type PriceBreakdown } from '@biclou/domain/pricing';
import { isPubliclyVisible } from '@biclou/domain/listing-status';
import { AppError } from '../../../platform/http/app-error';
import {
  findActiveOwner,
  listAccessories,
  listingNotFound,
  type ListingRow,
  listUnavailablePeriods,
} from '../../listings';
import { countRequestedBy, listBlockingBookings } from '../repositories/booking-calendar-repository';
import { bookingWindow, maxOpenRequests, rates, type BookingSettingsRow } from '../booking-settings';

export interface RequestDraft {
  startDate: string;
  endDate: string;
  accessoryIds: readonly string[];
}

interface PricedRequest {
  price: PriceBreakdown & { serviceFeeRateBp: number; commissionRateBp: number };
  accessories: { id: string; name: string; pricePerDayCents: number }[];
  violations: BookingRequestViolation[];
}

/** A live listing whose owner is active, else 404 (the same answer whatever the reason). */
export async function assertBookable(tx: DbOrTx, listing: ListingRow | undefined): Promise<ListingRow> {
  if (!listing || !isPubliclyVisible(listing.status) || listing.pricePerDayCents === null) throw listingNotFound();
  if (!(await findActiveOwner(tx, listing.ownerId))) throw listingNotFound();
  return listing;
}

/**
 * Prices a request with `priceBooking` and the current settings, and lists the rules it breaks
 * with `checkBookingRequest` (the same call the page makes). Unknown accessory ids are a 422, and
 * so are dates that leave nothing to price (malformed, reversed, longer than the maximum duration or
 * starting beyond the horizon): those are refused before any price is computed.
 */
export async function priceRequest(
  tx: DbOrTx,
  listing: ListingRow,
  draft: RequestDraft,
  renter: { id: string; phoneVerifiedAt: Date | null } | null,
  settings: BookingSettingsRow | undefined,
  now: Date,
): Promise<PricedRequest> {
  const all = await listAccessories(tx, listing.id);
  const chosen = [...new Set(draft.accessoryIds)].map((id) => all.find((a) => a.id === id));
  if (chosen.some((a) => !a)) throw AppError.field('accessoryIds', 'Unknown accessory.');
  const accessories = chosen.map((a) => ({ id: a!.id, name: a!.name, pricePerDayCents: a!.pricePerDayCents }));

  // One after the other: a transaction's connection runs one query at a time.
  const blockedPeriods = await listUnavailablePeriods(tx, listing.id);
  const blockingBookings = await listBlockingBookings(tx, listing.id);
  const openRequestsCount = renter ? await countRequestedBy(tx, renter.id) : 0;
  const violations = checkBookingRequest({
    startDate: draft.startDate,
    endDate: draft.endDate,
    today: parisToday(now),
    minBookingDays: listing.minBookingDays,
    noticeDays: listing.noticeDays,
    blockedPeriods,
    blockingBookings,
    openRequestsCount,
    maxOpenRequests: maxOpenRequests(settings),
    ...bookingWindow(settings),
    isOwnListing: renter?.id === listing.ownerId,
    phoneConfirmed: renter ? renter.phoneVerifiedAt !== null : true,
  });
  const unpriceable = violations.filter((v) => UNPRICEABLE_CODES.includes(v.code));
  if (unpriceable.length) throw dateFieldsError(unpriceable);
  const r = rates(settings);
  const price = priceBooking({
    startDate: draft.startDate,
    endDate: draft.endDate,
    pricePerDayCents: listing.pricePerDayCents!,
    discount7Pct: listing.discount7Days,
    discount30Pct: listing.discount30Days,
    accessories,
    ...r,
  });
  return { price: { ...price, ...r }, accessories, violations };
}

function dateFieldsError(violations: readonly BookingRequestViolation[]): AppError {
  const fields: Record<string, string[]> = {};
  for (const v of violations) (fields[v.field ?? 'endDate'] ??= []).push(v.message);
  return AppError.validation(fields, violations[0]!.message);
}

export function quoteOf(listing: ListingRow, priced: PricedRequest): BookingQuoteResponse {
  return {
    price: { currency: listing.currency, pricePerDayCents: listing.pricePerDayCents!, ...priced.price },
    depositCents: listing.depositCents,
    cancelationOption: listing.cancelationOption,
    violations: priced.violations.map((v) => ({ code: v.code, message: v.message, field: v.field, params: v.params })),
  };
}
