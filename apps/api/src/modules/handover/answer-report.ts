import {
  HANDOVER_CONFLICTS,
  type AnswerHandoverRequestSchema,
  type HandoverResponse,
} from '@biclou/contracts/handover';
import type { HandoverKind } from '@biclou/domain/handover-checklist';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { lockBookingFor, type Viewer } from './handover-access';
import { answerReport, findReport } from './handover-repository';
import { handoverView } from './handover-view';

type AnswerInput = z.output<typeof AnswerHandoverRequestSchema>;

/**
 * POST /bookings/:id/handover/:kind/answer: the renter, on their own session, confirms the report
 * or contests it with a comment; once. `handover.<kind>_confirmed|contested` after commit (the
 * deposits module places the hold on a confirmed check-in).
 */
export async function answerHandoverReport(
  ctx: RequestContext,
  viewer: Viewer,
  bookingId: string,
  kind: HandoverKind,
  input: AnswerInput,
): Promise<HandoverResponse> {
  return ctx.deps.bookingEvents.transaction({ deps: ctx.deps, log: ctx.log }, async (tx, emit) => {
    const booking = await lockBookingFor(tx, viewer, bookingId, 'renter');
    const report = await findReport(tx, bookingId, kind, { lock: true });
    if (!report) throw AppError.notFound('This report has not been submitted yet.');
    if (report.status !== 'submitted') throw AppError.conflict(HANDOVER_CONFLICTS.answered);
    const now = ctx.deps.clock.now();
    const confirmed = input.answer === 'confirm';
    await answerReport(tx, report.id, {
      status: confirmed ? 'confirmed' : 'contested',
      answeredAt: now,
      renterComment: confirmed ? null : input.comment,
    });
    emit({
      type: `handover.${kind}_${confirmed ? 'confirmed' : 'contested'}`,
      booking,
      at: now,
      actor: { kind: 'renter', userId: viewer.id },
    });
    return handoverView(tx, booking, 'renter', now);
  });
}
