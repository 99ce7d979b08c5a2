import type { z } from 'zod';
import type {
  AdminBookingDetailResponse,
  AdminBookingListQuerySchema,
  AdminBookingListResponse,
  AdminCancelPreviewResponse,
  AdminCancelRequestSchema,
  AdminDisputeDetailResponse,
  AdminDisputeListQuerySchema,
  AdminDisputeListResponse,
  AdminPayoutDetailResponse,
  AdminPayoutExportQuerySchema,
  AdminPayoutListQuerySchema,
  AdminPayoutListResponse,
} from '../admin-money';
import type { AdminDeletePhotoRequestSchema, AdminMediaListQuerySchema, AdminMediaListResponse } from '../admin-media';
import type { ResolveDisputeRequestSchema } from '../bookings';
import type { FailPayoutRequestSchema, PayoutResponse } from '../payouts';
import { endpoint, type QueryInput } from './define';

// Admin back office, money side: bookings, payouts, disputes.
export const adminListBookings = /*#__PURE__*/ endpoint<
  AdminBookingListResponse,
  undefined,
  QueryInput<z.input<typeof AdminBookingListQuerySchema>>
>()('GET', '/admin/bookings');
export const adminGetBooking = /*#__PURE__*/ endpoint<AdminBookingDetailResponse>()(
  'GET',
  '/admin/bookings/:bookingId',
);
export const adminCancelPreview = /*#__PURE__*/ endpoint<AdminCancelPreviewResponse>()(
  'GET',
  '/admin/bookings/:bookingId/cancel-preview',
);
export const adminCancelBooking = /*#__PURE__*/ endpoint<
  AdminBookingDetailResponse,
  z.input<typeof AdminCancelRequestSchema>
>()('POST', '/admin/bookings/:bookingId/cancel');

export const adminListPayouts = /*#__PURE__*/ endpoint<
  AdminPayoutListResponse,
  undefined,
  QueryInput<z.input<typeof AdminPayoutListQuerySchema>>
>()('GET', '/admin/payouts');
export const adminGetPayout = /*#__PURE__*/ endpoint<AdminPayoutDetailResponse>()('GET', '/admin/payouts/:payoutId');
export const adminProcessPayout = /*#__PURE__*/ endpoint<PayoutResponse>()('POST', '/admin/payouts/:payoutId/process');
export const adminFailPayout = /*#__PURE__*/ endpoint<PayoutResponse, z.input<typeof FailPayoutRequestSchema>>()(
  'POST',
  '/admin/payouts/:payoutId/fail',
);

export const adminListDisputes = /*#__PURE__*/ endpoint<
  AdminDisputeListResponse,
  undefined,
  QueryInput<z.input<typeof AdminDisputeListQuerySchema>>
>()('GET', '/admin/disputes');
export const adminGetDispute = /*#__PURE__*/ endpoint<AdminDisputeDetailResponse>()(
  'GET',
  '/admin/disputes/:disputeId',
);
export const adminResolveDispute = /*#__PURE__*/ endpoint<
  AdminDisputeDetailResponse,
  z.input<typeof ResolveDisputeRequestSchema>
>()('POST', '/admin/disputes/:disputeId/resolve');
/** A CSV file (text/csv), downloaded by a plain GET form. */
export const adminExportPayouts = /*#__PURE__*/ endpoint<
  string,
  undefined,
  QueryInput<z.input<typeof AdminPayoutExportQuerySchema>>
>()('GET', '/admin/payouts/export');

// Admin media.
export const adminListMedia = /*#__PURE__*/ endpoint<
  AdminMediaListResponse,
  undefined,
  QueryInput<z.input<typeof AdminMediaListQuerySchema>>
>()('GET', '/admin/media');
export const adminDeletePhoto = /*#__PURE__*/ endpoint<
  { deleted: true },
  z.input<typeof AdminDeletePhotoRequestSchema>
>()('POST', '/admin/media/:photoId/delete');
