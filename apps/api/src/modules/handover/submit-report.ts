import {
  HANDOVER_CONFLICTS,
  type HandoverResponse,
  type SubmitHandoverRequestSchema,
} from '@biclou/contracts/handover';
import { validateHandover, type HandoverKind } from '@biclou/domain/handover-checklist';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { lockBookingFor, type Viewer } from './handover-access';
import { attachPhotos, bookedBikeIsElectric, insertReport, reportsOf } from './handover-repository';
import { handoverView, refusalsOf } from './handover-view';
import { refusalConflict } from './handover-photos';

type SubmitInput = z.output<typeof SubmitHandoverRequestSchema>;

/**
 * POST /bookings/:id/handover/:kind: the owner submits the check-in (from the start day, a paid
 * or ongoing booking) or the check-out (after the check-in), with 2 to 8 of the photos they
 * uploaded for it. One transaction under the booking's lock; `handover.<kind>_submitted` after commit.
 */
export async function submitHandoverReport(
  ctx: RequestContext,
  viewer: Viewer,
  bookingId: string,
  kind: HandoverKind,
  input: SubmitInput,
): Promise<HandoverResponse> {
  const { clock } = ctx.deps;
  const photoIds = [...new Set(input.photoIds)];
  const bikeIsElectric = await bookedBikeIsElectric(ctx.deps.db, bookingId);
  const errors = validateHandover({ ...input, photoCount: photoIds.length, bikeIsElectric });
  if (photoIds.length !== input.photoIds.length) errors.photoIds = 'Each photo can be added once.';
  // The checklist lists the booked accessories by name: duplicates would make the comparison ambiguous.
  const names = input.checklist.accessories.map((a) => a.name);
  if (new Set(names).size !== names.length) errors['checklist.accessories'] = 'Each accessory is listed once.';
  const fields = Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string');
  if (fields.length) throw AppError.validation(Object.fromEntries(fields.map(([k, m]) => [k, [m]])));

  return ctx.deps.bookingEvents.transaction({ deps: ctx.deps, log: ctx.log }, async (tx, emit) => {
    const booking = await lockBookingFor(tx, viewer, bookingId, 'owner');
    const now = clock.now();
    const refusal = refusalsOf(booking, await reportsOf(tx, bookingId), now)[kind];
    if (refusal) throw refusalConflict(refusal);
    const report = await insertReport(tx, {
      bookingId,
      kind,
      status: 'submitted',
      checklist: input.checklist as unknown as Record<string, unknown>,
      batteryPercent: input.checklist.electric ? input.batteryPercent : null,
      odometerKm: input.odometerKm,
      notes: input.notes,
      submittedBy: viewer.id,
      submittedAt: now,
    });
    const tied = await attachPhotos(tx, bookingId, kind, photoIds, report.id);
    // A photo of another report, another booking or already used: nothing is written (the transaction rolls back).
    if (tied !== photoIds.length) throw AppError.field('photoIds', HANDOVER_CONFLICTS.photoUnknown);
    emit({
      type: kind === 'checkin' ? 'handover.checkin_submitted' : 'handover.checkout_submitted',
      booking,
      at: now,
      actor: { kind: 'owner', userId: viewer.id },
    });
    return handoverView(tx, booking, 'owner', now);
  });
}
