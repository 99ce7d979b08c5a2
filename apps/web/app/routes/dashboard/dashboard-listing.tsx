import * as endpoints from '@biclou/contracts/endpoints';
import { ManageListing } from '../../features/listings/dashboard/manage-listing';
import { serverCall, serverToday } from '../../lib/server-api';
import { assertRouteParams } from '../../routing/assert-route-params';
import { forbidden, pageNotFound } from '../../routing/route-errors';
import type { Route } from './+types/dashboard-listing';

/** /dashboard/listings/:listingId (auth, owner only): manage one listing. */
export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  assertRouteParams(args);
  const id = params.listingId;
  const [res, availability, defaults, calendar, feeds, units] = await Promise.all([
    serverCall(context.api, endpoints.getListing, { params: { listingId: id } }),
    serverCall(context.api, endpoints.getOwnerAvailability, { params: { listingId: id } }),
    serverCall(context.api, endpoints.getDefaultOpeningHours),
    serverCall(context.api, endpoints.getCalendarExport, { params: { listingId: id } }),
    serverCall(context.api, endpoints.listCalendarFeeds, { params: { listingId: id } }),
    serverCall(context.api, endpoints.listListingUnits, { params: { listingId: id } }),
  ]);
  const listing = res.data?.listing;
  if (!listing) throw pageNotFound();
  if (listing.view !== 'owner') throw forbidden();
  if (listing.status === 'deleted') throw pageNotFound();
  return {
    listing,
    blocked: availability.data?.blocked ?? [],
    today: serverToday(context),
    // What "Use my default hours" means: the owner's default, or Biclou's.
    defaultHours: defaults.data?.effective ?? listing.openingHours,
    calendarPath: calendar.data?.path ?? null,
    calendarFeeds: feeds.data?.feeds ?? [],
    units: units.data?.units ?? [],
  };
}

export default function DashboardListingRoute({ loaderData }: Route.ComponentProps) {
  // Keyed: another listing starts from its own saved state.
  return (
    <ManageListing
      key={loaderData.listing.id}
      listing={loaderData.listing}
      blocked={loaderData.blocked}
      today={loaderData.today}
      defaultHours={loaderData.defaultHours}
      calendarPath={loaderData.calendarPath}
      calendarFeeds={loaderData.calendarFeeds}
      units={loaderData.units}
    />
  );
}
