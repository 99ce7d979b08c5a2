import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AvailabilityRequestSchema,
  AvailabilityResponseSchema,
  CreateListingRequestSchema,
  ListingAvailabilityResponseSchema,
  ListingParamsSchema,
  ListingResponseSchema,
  LocateAddressRequestSchema,
  LocateAddressResponseSchema,
  MemberListingsResponseSchema,
  MyListingsResponseSchema,
  OwnerListingResponseSchema,
  UpdateListingAddressRequestSchema,
  UpdateListingDetailsRequestSchema,
  UpdateListingInfosRequestSchema,
  UpdateInstantBookingRequestSchema,
  UpdateListingPriceRequestSchema,
} from '@biclou/contracts/listings';
import { ListingDayQuerySchema, ListingDayResponseSchema } from '@biclou/contracts/listing-day';
import { MemberParamsSchema } from '@biclou/contracts/members';
import { UpdateOpeningHoursRequestSchema } from '@biclou/contracts/opening-hours';
import { requireUser } from '../../platform/auth/guards';
import { contextOf } from '../../platform/http/request-context';
import { errors } from '../../platform/http/schemas';
import { changeListingStatus, type OwnerStatusAction } from './change-listing-status';
import { createListing } from './create-listing';
import { getAvailability, getListing } from './get-listing';
import { getListingDay } from './get-listing-day';
import { listMemberListings, listMyListings } from './list-listings';
import { listingSerializerCompiler } from './listing-serializer';
import { locateListingAddress } from './locate-listing-address';
import { updateAvailability } from './update-availability';
import { updateListingAddress } from './update-listing-address';
import { updateInstantBooking } from './update-instant-booking';
import { updateListingDetails } from './update-listing-details';
import { updateListingHours } from './update-listing-hours';
import { updateListingInfos } from './update-listing-infos';
import { updateListingPrice } from './update-listing-price';

const tags = ['listings'];
const ownerOnly = 'Owner only: anyone else gets 404.';

/** Listings: the wizard steps, the listing page, the dashboard. Photos are in photo-routes.ts. */
export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/listings',
    {
      config: { guard: 'verified' },
      schema: {
        tags,
        summary: 'Wizard step 1 "Infos": create a draft',
        body: CreateListingRequestSchema,
        response: { 201: OwnerListingResponseSchema, ...errors(401, 422) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createListing(contextOf(request), requireUser(request).user.id, request.body)),
  );

  app.get(
    '/listings/:listingId',
    {
      config: { guard: 'public', publicRead: true },
      schema: {
        tags,
        summary:
          'The listing: the owner\'s view (`view: "owner"`, any status) for its owner, else the public view of a live listing (`view: "public"`), else 404 (410 `listing_gone` once a public listing is deleted)',
        params: ListingParamsSchema,
        response: { 200: ListingResponseSchema, ...errors(404, 410, 422) },
      },
      // The 200 body by fast-json-stringify, not re-validated (listing-serializer.ts).
      serializerCompiler: listingSerializerCompiler,
    },
    async (request) => getListing(contextOf(request), request.user?.id ?? null, request.params.listingId),
  );

  const edit = <B>(path: string, summary: string, body: B) => ({
    path,
    opts: {
      config: { guard: 'verified' as const },
      schema: {
        tags,
        summary: `${summary}. ${ownerOnly}`,
        params: ListingParamsSchema,
        body,
        response: { 200: OwnerListingResponseSchema, ...errors(401, 404, 422) },
      },
    },
  });

  const infos = edit('/listings/:listingId/infos', 'Step 1 "Infos" again', UpdateListingInfosRequestSchema);
  app.put(infos.path, infos.opts, async (request) =>
    updateListingInfos(contextOf(request), requireUser(request).user.id, request.params.listingId, request.body),
  );

  const details = edit(
    '/listings/:listingId/details',
    'Step 2 "Details": descriptions, accessories (replaced), buying date, marking, new value',
    UpdateListingDetailsRequestSchema,
  );
  app.put(details.path, details.opts, async (request) =>
    updateListingDetails(contextOf(request), requireUser(request).user.id, request.params.listingId, request.body),
  );

  const address = edit(
    '/listings/:listingId/address',
    'Step 3 "Address": the address and the exact point of the pin',
    UpdateListingAddressRequestSchema,
  );
  app.put(address.path, address.opts, async (request) =>
    updateListingAddress(contextOf(request), requireUser(request).user.id, request.params.listingId, request.body),
  );

  app.post(
    '/listings/:listingId/address/locate',
    {
      config: { guard: 'verified' },
      schema: {
        tags,
        summary: `Where the pin goes for a typed address: the street's point from the configured geocoder, else the city's centre from the offline data (nothing is saved; 429 past 30 a minute). ${ownerOnly}`,
        params: ListingParamsSchema,
        body: LocateAddressRequestSchema,
        response: { 200: LocateAddressResponseSchema, ...errors(401, 404, 422, 429) },
      },
    },
    async (request) =>
      locateListingAddress(contextOf(request), requireUser(request).user.id, request.params.listingId, request.body),
  );

  const price = edit(
    '/listings/:listingId/price',
    'Step 4 "Price": price, deposit, duration, notice, discounts, cancellation option, optional half-day and hourly prices (null clears, absent keeps; 422 when a half-day costs more than a day or an hour more than a half-day)',
    UpdateListingPriceRequestSchema,
  );
  app.put(price.path, price.opts, async (request) =>
    updateListingPrice(contextOf(request), requireUser(request).user.id, request.params.listingId, request.body),
  );

  const hours = edit(
    '/listings/:listingId/hours',
    "Opening hours: weekly pickup and return windows (null: closed that day), closed dates, notice in hours; `openingHours: null` follows the owner's default",
    UpdateOpeningHoursRequestSchema,
  );
  app.put(hours.path, hours.opts, async (request) =>
    updateListingHours(contextOf(request), requireUser(request).user.id, request.params.listingId, request.body),
  );

  const instant = edit(
    '/listings/:listingId/instant-booking',
    'Instant booking on or off, with the conditions a renter must meet (phone verified, a completed rental, a review score floor)',
    UpdateInstantBookingRequestSchema,
  );
  app.put(instant.path, instant.opts, async (request) =>
    updateInstantBooking(contextOf(request), requireUser(request).user.id, request.params.listingId, request.body),
  );

  app.get(
    '/listings/:listingId/availability',
    {
      config: { guard: 'public', publicRead: true },
      schema: {
        tags,
        summary: "Blocked periods and booked dates (inclusive, no booker): the owner's, or a live listing's for anyone",
        params: ListingParamsSchema,
        response: { 200: ListingAvailabilityResponseSchema, ...errors(404, 422) },
      },
    },
    async (request) => getAvailability(contextOf(request), request.user?.id ?? null, request.params.listingId),
  );

  app.get(
    '/listings/:listingId/day',
    {
      config: { guard: 'public', publicRead: true },
      schema: {
        tags,
        summary:
          "One day of a live listing for choosing times: its pickup and return windows on the listing's clock (null: closed), the notice and the earliest pickup it allows now, and the spans already taken (no booker)",
        params: ListingParamsSchema,
        querystring: ListingDayQuerySchema,
        response: { 200: ListingDayResponseSchema, ...errors(404, 422) },
      },
    },
    async (request) => getListingDay(contextOf(request), request.params.listingId, request.query.date),
  );

  app.put(
    '/listings/:listingId/availability',
    {
      config: { guard: 'verified' },
      schema: {
        tags,
        summary: `Replace the owner's blocked periods (merged when they overlap). ${ownerOnly}`,
        params: ListingParamsSchema,
        body: AvailabilityRequestSchema,
        response: { 200: AvailabilityResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) =>
      updateAvailability(
        contextOf(request),
        requireUser(request).user.id,
        request.params.listingId,
        request.body.blocked,
      ),
  );

  const statusRoute = (action: Exclude<OwnerStatusAction, 'delete'>, summary: string) =>
    app.post(
      `/listings/:listingId/${action}`,
      {
        config: { guard: 'verified' },
        schema: {
          tags,
          summary: `${summary}. ${ownerOnly}`,
          params: ListingParamsSchema,
          response: { 200: OwnerListingResponseSchema, ...errors(401, 404, 409, 422) },
        },
      },
      async (request) =>
        changeListingStatus(contextOf(request), requireUser(request).user.id, request.params.listingId, action),
    );
  statusRoute('publish', 'Make a draft public; 422 listing_incomplete with fields.missing when something is missing');
  statusRoute('pause', 'Hide a live listing');
  statusRoute('reactivate', 'Put a paused listing back online (it must still be complete)');

  app.delete(
    '/listings/:listingId',
    {
      config: { guard: 'verified' },
      schema: {
        tags,
        summary: `Soft delete; 409 'Cannot delete : you have unfinished bookings.' while bookings are unfinished. ${ownerOnly}`,
        params: ListingParamsSchema,
        response: { 200: OwnerListingResponseSchema, ...errors(401, 404, 409, 422) },
      },
    },
    async (request) =>
      changeListingStatus(contextOf(request), requireUser(request).user.id, request.params.listingId, 'delete'),
  );

  app.get(
    '/me/listings',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'The dashboard list: my listings (not deleted), newest change first, with what each still misses',
        response: { 200: MyListingsResponseSchema, ...errors(401) },
      },
    },
    async (request) => listMyListings(app.deps.db, requireUser(request).user.id),
  );

  app.get(
    '/members/:userId/listings',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary: "A member's live listings (public page)",
        params: MemberParamsSchema,
        response: { 200: MemberListingsResponseSchema, ...errors(404, 422) },
      },
    },
    async (request) => listMemberListings(app.deps.db, request.params.userId),
  );
};
