import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BookingParamsSchema } from '@biclou/contracts/bookings';
import {
  AnswerHandoverRequestSchema,
  HandoverDraftPhotoParamsSchema,
  HandoverParamsSchema,
  HandoverPdfQuerySchema,
  HandoverPhotoParamsSchema,
  HandoverPhotoSchema,
  HandoverResponseSchema,
  SubmitHandoverRequestSchema,
} from '@biclou/contracts/handover';
import { LISTING_LIMITS } from '@biclou/domain/listing-rules';
import { requireUser } from '../../platform/auth/guards';
import { UPLOAD_BODY_LIMIT } from '../../platform/http/body-limit';
import { contextOf } from '../../platform/http/request-context';
import { errors } from '../../platform/http/schemas';
import { readUploadedFile } from '../media';
import { answerHandoverReport } from './answer-report';
import { viewerOf } from './handover-access';
import { checkPhotoUpload, deleteHandoverPhoto, readHandoverPhoto, uploadHandoverPhoto } from './handover-photos';
import { getHandover, getHandoverPdf } from './read-handover';
import { submitHandoverReport } from './submit-report';

const tags = ['handover'];
const viewer = (request: Parameters<typeof requireUser>[0]) => viewerOf(requireUser(request).user);
const parties = 'Its owner, its renter and admins read; anyone else gets 404.';

/** Check-in at pickup and check-out at return (decisions "Handover reports"). */
export const handoverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookings/:bookingId/handover',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: `The booking's check-in and check-out reports, the comparison, and what the viewer may do. ${parties}`,
        params: BookingParamsSchema,
        response: { 200: HandoverResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) => getHandover(contextOf(request), viewer(request), request.params.bookingId),
  );

  app.get(
    '/bookings/:bookingId/handover/report.pdf',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: `Both reports as a printable PDF (lang: en or fr, the reader's by default). ${parties}`,
        params: BookingParamsSchema,
        querystring: HandoverPdfQuerySchema,
        response: { 200: z.any(), ...errors(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request).user;
      const lang = request.query.lang ?? (user.locale === 'fr' ? 'fr' : 'en');
      const { pdf, filename } = await getHandoverPdf(
        contextOf(request),
        viewerOf(user),
        request.params.bookingId,
        lang,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/bookings/:bookingId/handover/photos/:photoId',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: `A report's photo (WebP, no EXIF). ${parties} A photo not submitted yet is the owner's only.`,
        params: HandoverPhotoParamsSchema,
        response: { 200: z.any(), ...errors(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const { data, contentType } = await readHandoverPhoto(
        contextOf(request),
        viewer(request),
        request.params.bookingId,
        request.params.photoId,
      );
      return reply.header('content-type', contentType).header('cache-control', 'private, max-age=3600').send(data);
    },
  );

  app.post(
    '/bookings/:bookingId/handover/:kind/photos',
    {
      config: { guard: 'verified' },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'The owner adds a photo to the report being written (multipart field `file`; JPEG, PNG, WebP or AVIF; 15 MB; re-encoded, no EXIF; at most 8). Private.',
        consumes: ['multipart/form-data'],
        params: HandoverParamsSchema,
        response: { 201: HandoverPhotoSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const who = viewer(request);
      const { bookingId, kind } = request.params;
      await checkPhotoUpload(ctx, who, bookingId, kind);
      const file = await readUploadedFile(request, 'file', LISTING_LIMITS.maxPhotoBytes);
      return reply.status(201).send(await uploadHandoverPhoto(ctx, who, bookingId, kind, file));
    },
  );

  app.delete(
    '/bookings/:bookingId/handover/:kind/photos/:photoId',
    {
      config: { guard: 'verified' },
      schema: {
        tags,
        summary: 'The owner removes a photo not submitted yet (409 once the report is submitted).',
        params: HandoverDraftPhotoParamsSchema,
        response: { 204: z.null(), ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { bookingId, kind, photoId } = request.params;
      await deleteHandoverPhoto(contextOf(request), viewer(request), bookingId, kind, photoId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/bookings/:bookingId/handover/:kind',
    {
      config: { guard: 'verified' },
      schema: {
        tags,
        summary:
          'The owner submits the check-in (from the first day of a paid rental) or the check-out (after the check-in): checklist, battery, odometer, notes and 2–8 uploaded photos. 409 with the rule otherwise.',
        params: HandoverParamsSchema,
        body: SubmitHandoverRequestSchema,
        response: { 201: HandoverResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { bookingId, kind } = request.params;
      const out = await submitHandoverReport(contextOf(request), viewer(request), bookingId, kind, request.body);
      return reply.status(201).send(out);
    },
  );

  app.post(
    '/bookings/:bookingId/handover/:kind/answer',
    {
      config: { guard: 'verified' },
      schema: {
        tags,
        summary: 'The renter confirms the report or contests it with a comment; once (409 after).',
        params: HandoverParamsSchema,
        body: AnswerHandoverRequestSchema,
        response: { 200: HandoverResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { bookingId, kind } = request.params;
      return answerHandoverReport(contextOf(request), viewer(request), bookingId, kind, request.body);
    },
  );
};
