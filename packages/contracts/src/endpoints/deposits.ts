import type { AnswerClaimRequest, DecideClaimRequest, DepositResponse, FileClaimRequest } from '../deposits';
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
