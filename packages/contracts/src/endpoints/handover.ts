import type { z } from 'zod';
import type {
  AnswerHandoverRequest,
  HandoverPdfQuerySchema,
  HandoverPhoto,
  HandoverResponse,
  SubmitHandoverRequest,
} from '../handover';
import { endpoint, type QueryInput } from './define';

export const getHandover = /*#__PURE__*/ endpoint<HandoverResponse>()('GET', '/bookings/:bookingId/handover');
/** A PDF file (application/pdf), downloaded by a plain link. */
export const getHandoverPdf = /*#__PURE__*/ endpoint<
  string,
  undefined,
  QueryInput<z.input<typeof HandoverPdfQuerySchema>>
>()('GET', '/bookings/:bookingId/handover/report.pdf');
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
