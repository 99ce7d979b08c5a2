import * as endpoints from '@biclou/contracts/endpoints';
import { BookingDetail } from '../../features/bookings/booking-detail';
import { DepositPanel } from '../../features/deposits/deposit-panel';
import { DepositSentence, depositStateOf } from '../../features/deposits/deposit-sentence';
import { loadDeposit } from '../../features/deposits/load-deposit';
import { ClaimPhotos } from '../../features/handover/handover-evidence';
import { HandoverPanel } from '../../features/handover/handover-panel';
import { handoverTimeline } from '../../features/handover/handover-timeline';
import { loadHandover } from '../../features/handover/load-handover';
import { BookingConversationLink } from '../../features/messages/contact-owner';
import { BookingReviewPanel } from '../../features/reviews/booking-review-panel';
import { loadBookingReviews } from '../../features/reviews/load-booking-reviews';
import { serverCall, type ServerApi } from '../../lib/server-api';
import { pageNotFound } from '../../routing/route-errors';

/**
 * One booking as one of its two parties sees it: the owner at /dashboard/bookings/:id, the renter
 * at /dashboard/trips/:id. Both pages compose the same areas (the booking, its handover, deposit,
 * conversation and reviews); only the side differs, and the other party is the one named in the
 * links. Anyone else, including the other party on the wrong page, gets a 404.
 */
type Side = 'owner' | 'renter';

export async function loadBookingPage(api: ServerApi, bookingId: string, side: Side) {
  const res = await serverCall(api, endpoints.getBooking, { params: { bookingId } });
  const booking = res.data?.booking;
  if (!booking || booking.viewerRole !== side) throw pageNotFound();
  const [reviews, handover, deposit] = await Promise.all([
    loadBookingReviews(api, booking),
    loadHandover(api, booking),
    loadDeposit(api, booking),
  ]);
  return { booking, reviews, handover, deposit };
}

export function BookingPage({ data, side }: { data: Awaited<ReturnType<typeof loadBookingPage>>; side: Side }) {
  const { booking, reviews, handover, deposit } = data;
  const other = side === 'owner' ? booking.renter : booking.owner;
  return (
    <BookingDetail
      key={booking.id}
      booking={booking}
      capturedDepositCents={deposit?.hold?.capturedCents ?? 0}
      depositLine={
        <DepositSentence
          state={depositStateOf(booking, deposit)}
          currency={booking.price.currency}
          side={side}
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
              side={side}
              bookingStatus={booking.status}
              refundCents={side === 'owner' ? booking.price.pricePaidByBuyer : undefined}
              timeZone={booking.listing.timeZone}
              claimPhotos={<ClaimPhotos handover={handover} photoIds={deposit.claim?.photoIds ?? []} />}
            />
          )}
        </>
      }
      timelineExtra={handoverTimeline(handover)}
      conversationLink={
        booking.conversationId && (
          <BookingConversationLink conversationId={booking.conversationId} name={other.firstname} />
        )
      }
      reviewPanel={
        reviews && <BookingReviewPanel bookingId={booking.id} reviews={reviews} otherFirstname={other.firstname} />
      }
    />
  );
}
