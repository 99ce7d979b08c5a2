import * as endpoints from '@biclou/contracts/endpoints';
import { BookingDetail } from '../../features/bookings/booking-detail';
import { DepositPanel } from '../../features/deposits/deposit-panel';
import { DepositSentence, depositStateOf } from '../../features/deposits/deposit-sentence';
import { ClaimPhotos } from '../../features/handover/handover-evidence';
import { loadDeposit } from '../../features/deposits/load-deposit';
import { HandoverPanel } from '../../features/handover/handover-panel';
import { handoverTimeline } from '../../features/handover/handover-timeline';
import { loadHandover } from '../../features/handover/load-handover';
import { BookingConversationLink } from '../../features/messages/contact-owner';
import { BookingReviewPanel } from '../../features/reviews/booking-review-panel';
import { loadBookingReviews } from '../../features/reviews/load-booking-reviews';
import { serverCall } from '../../lib/server-api';
import { assertRouteParams } from '../../routing/assert-route-params';
import { pageNotFound } from '../../routing/route-errors';
import type { Route } from './+types/dashboard-trip';

/** /dashboard/trips/:tripId (auth): one booking seen by its renter; anyone else gets 404. */
export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  assertRouteParams(args);
  const res = await serverCall(context.api, endpoints.getBooking, { params: { bookingId: params.tripId } });
  const booking = res.data?.booking;
  if (!booking || booking.viewerRole !== 'renter') throw pageNotFound();
  const [reviews, handover, deposit] = await Promise.all([
    loadBookingReviews(context.api, booking),
    loadHandover(context.api, booking),
    loadDeposit(context.api, booking),
  ]);
  return { booking, reviews, handover, deposit };
}

export default function DashboardTripRoute({ loaderData }: Route.ComponentProps) {
  const { booking, reviews, handover, deposit } = loaderData;
  return (
    <BookingDetail
      key={booking.id}
      booking={booking}
      capturedDepositCents={deposit?.hold?.capturedCents ?? 0}
      depositLine={
        <DepositSentence
          state={depositStateOf(booking, deposit)}
          currency={booking.price.currency}
          side="renter"
          timeZone={booking.listing.timeZone}
          className="text-sm text-neutral-600 dark:text-neutral-400"
        />
      }
      handoverPanel={
        <>
          {handover && <HandoverPanel handover={handover} />}
          {deposit && (
            <DepositPanel
              deposit={deposit}
              bookingId={booking.id}
              side="renter"
              timeZone={booking.listing.timeZone}
              bookingStatus={booking.status}
              claimPhotos={<ClaimPhotos handover={handover} photoIds={deposit.claim?.photoIds ?? []} />}
            />
          )}
        </>
      }
      timelineExtra={handoverTimeline(handover)}
      conversationLink={
        booking.conversationId && (
          <BookingConversationLink conversationId={booking.conversationId} name={booking.owner.firstname} />
        )
      }
      reviewPanel={
        reviews && (
          <BookingReviewPanel bookingId={booking.id} reviews={reviews} otherFirstname={booking.owner.firstname} />
        )
      }
    />
  );
}
