import type { BookingResponse } from '../bookings';
import type {
  AdminClaimListResponse,
  AnswerClaimRequest,
  DecideClaimRequest,
  DepositResponse,
  FileClaimRequest,
} from '../deposits';
import { endpoint } from './define';

export const getDeposit = /*#__PURE__*/ endpoint<DepositResponse>()('GET', '/bookings/:bookingId/deposit');
export const fileDepositClaim = /*#__PURE__*/ endpoint<DepositResponse, FileClaimRequest>()(
  'POST',
  '/bookings/:bookingId/deposit/claim',
);
export const answerDepositClaim = /*#__PURE__*/ endpoint<DepositResponse, AnswerClaimRequest>()(
  'POST',
  '/bookings/:bookingId/deposit/claim/answer',
);
export const decideDepositClaim = /*#__PURE__*/ endpoint<DepositResponse, DecideClaimRequest>()(
  'POST',
  '/admin/bookings/:bookingId/deposit/decision',
);
export const refuseHandover = /*#__PURE__*/ endpoint<BookingResponse>()(
  'POST',
  '/bookings/:bookingId/deposit/refuse-handover',
);
export const adminListOpenClaims = /*#__PURE__*/ endpoint<AdminClaimListResponse>()('GET', '/admin/deposit-claims');
