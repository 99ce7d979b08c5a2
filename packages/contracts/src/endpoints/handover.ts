import type { AnswerHandoverRequest, HandoverPhoto, HandoverResponse, SubmitHandoverRequest } from '../handover';
import { endpoint } from './define';

export const getHandover = /*#__PURE__*/ endpoint<HandoverResponse>()('GET', '/bookings/:bookingId/handover');
/** Multipart (`file`): the web sends FormData with its own fetch, this entry gives the path and types. */
export const uploadHandoverPhoto = /*#__PURE__*/ endpoint<HandoverPhoto, FormData>()(
  'POST',
  '/bookings/:bookingId/handover/:kind/photos',
);
export const deleteHandoverPhoto = /*#__PURE__*/ endpoint<undefined>()(
  'DELETE',
  '/bookings/:bookingId/handover/:kind/photos/:photoId',
);
export const submitHandover = /*#__PURE__*/ endpoint<HandoverResponse, SubmitHandoverRequest>()(
  'POST',
  '/bookings/:bookingId/handover/:kind',
);
export const answerHandover = /*#__PURE__*/ endpoint<HandoverResponse, AnswerHandoverRequest>()(
  'POST',
  '/bookings/:bookingId/handover/:kind/answer',
);
