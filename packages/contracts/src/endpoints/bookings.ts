import type { z } from 'zod';
import type {
  BookingListResponse,
  BookingQuoteResponse,
  BookingResponse,
  CancelPreviewResponseSchema,
  PayBookingResponse,
} from '../bookings';
import type { BookingReviewsResponse, PendingReview } from '../reviews';
import { endpoint } from './define';

export const bookingQuote = /*#__PURE__*/ endpoint<
  BookingQuoteResponse,
  undefined,
  { listingId: string; startDate: string; endDate: string; accessoryIds?: string }
>()('GET', '/bookings/quote');
export const createBooking = /*#__PURE__*/ endpoint<BookingResponse, unknown>()('POST', '/bookings');
export const getBooking = /*#__PURE__*/ endpoint<BookingResponse>()('GET', '/bookings/:bookingId');
export const myTrips = /*#__PURE__*/ endpoint<BookingListResponse>()('GET', '/me/trips');
export const myBookings = /*#__PURE__*/ endpoint<BookingListResponse, undefined, { status?: 'requested' }>()(
  'GET',
  '/me/bookings',
);
export const cancelPreview = /*#__PURE__*/ endpoint<z.infer<typeof CancelPreviewResponseSchema>>()(
  'GET',
  '/bookings/:bookingId/cancel-preview',
);
export const acceptBooking = /*#__PURE__*/ endpoint<BookingResponse, unknown>()('POST', '/bookings/:bookingId/accept');
export const rejectBooking = /*#__PURE__*/ endpoint<BookingResponse, unknown>()('POST', '/bookings/:bookingId/reject');
export const cancelBooking = /*#__PURE__*/ endpoint<BookingResponse, unknown>()('POST', '/bookings/:bookingId/cancel');
export const payBooking = /*#__PURE__*/ endpoint<PayBookingResponse, unknown>()('POST', '/bookings/:bookingId/pay');
export const confirmPayment = /*#__PURE__*/ endpoint<PayBookingResponse, unknown>()(
  'POST',
  '/bookings/:bookingId/pay/confirm',
);
export const openDispute = /*#__PURE__*/ endpoint<unknown, { reason: string; explanation: string }>()(
  'POST',
  '/bookings/:bookingId/disputes',
);
export const getBookingReviews = /*#__PURE__*/ endpoint<BookingReviewsResponse>()('GET', '/bookings/:bookingId/review');
export const createReview = /*#__PURE__*/ endpoint<BookingReviewsResponse, { rating: number; comment: string }>()(
  'POST',
  '/bookings/:bookingId/review',
);
export const myPendingReviews = /*#__PURE__*/ endpoint<{ pending: PendingReview[] }>()('GET', '/me/reviews/pending');
