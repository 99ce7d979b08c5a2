import type { z } from 'zod';
import type {
  BookingListQuerySchema,
  BookingListResponse,
  BookingQuoteQuerySchema,
  BookingQuoteResponse,
  BookingResponse,
  CancelPreviewResponseSchema,
  ConfirmPaymentRequestSchema,
  CreateBookingRequestSchema,
  CreateBookingResponse,
  OpenDisputeRequestSchema,
  PayBookingRequestSchema,
  PayBookingResponse,
  ReasonRequestSchema,
} from '../bookings';
import type { BookingReviewsResponse, CreateReviewRequestSchema, PendingReview } from '../reviews';
import { endpoint, type QueryInput } from './define';

type Reason = z.input<typeof ReasonRequestSchema>;
type ListQuery = QueryInput<z.input<typeof BookingListQuerySchema>>;

export const bookingQuote = /*#__PURE__*/ endpoint<
  BookingQuoteResponse,
  undefined,
  QueryInput<z.input<typeof BookingQuoteQuerySchema>>
>()('GET', '/bookings/quote');
export const createBooking = /*#__PURE__*/ endpoint<
  CreateBookingResponse,
  z.input<typeof CreateBookingRequestSchema>
>()('POST', '/bookings');
export const getBooking = /*#__PURE__*/ endpoint<BookingResponse>()('GET', '/bookings/:bookingId');
export const myTrips = /*#__PURE__*/ endpoint<BookingListResponse, undefined, ListQuery>()('GET', '/me/trips');
export const myBookings = /*#__PURE__*/ endpoint<BookingListResponse, undefined, ListQuery>()('GET', '/me/bookings');
export const cancelPreview = /*#__PURE__*/ endpoint<z.infer<typeof CancelPreviewResponseSchema>>()(
  'GET',
  '/bookings/:bookingId/cancel-preview',
);
export const acceptBooking = /*#__PURE__*/ endpoint<BookingResponse, Reason>()('POST', '/bookings/:bookingId/accept');
export const rejectBooking = /*#__PURE__*/ endpoint<BookingResponse, Reason>()('POST', '/bookings/:bookingId/reject');
export const cancelBooking = /*#__PURE__*/ endpoint<BookingResponse, Reason>()('POST', '/bookings/:bookingId/cancel');
export const payBooking = /*#__PURE__*/ endpoint<PayBookingResponse, z.input<typeof PayBookingRequestSchema>>()(
  'POST',
  '/bookings/:bookingId/pay',
);
export const confirmPayment = /*#__PURE__*/ endpoint<PayBookingResponse, z.input<typeof ConfirmPaymentRequestSchema>>()(
  'POST',
  '/bookings/:bookingId/pay/confirm',
);
export const openDispute = /*#__PURE__*/ endpoint<unknown, z.input<typeof OpenDisputeRequestSchema>>()(
  'POST',
  '/bookings/:bookingId/disputes',
);
export const getBookingReviews = /*#__PURE__*/ endpoint<BookingReviewsResponse>()('GET', '/bookings/:bookingId/review');
export const createReview = /*#__PURE__*/ endpoint<BookingReviewsResponse, z.input<typeof CreateReviewRequestSchema>>()(
  'POST',
  '/bookings/:bookingId/review',
);
export const myPendingReviews = /*#__PURE__*/ endpoint<{ pending: PendingReview[] }>()('GET', '/me/reviews/pending');
