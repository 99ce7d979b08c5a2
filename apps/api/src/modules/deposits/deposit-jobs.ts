import { holdAction, holdPlacementAt, holdReleaseAt } from '@biclou/domain/deposit-rules';
import { addDays, parisToday } from '@biclou/domain/paris-calendar';
import type { ModuleJob } from '../../platform/jobs/module-job';
import { JOB_BATCH } from '../../platform/jobs/module-job';
import { findBooking, type BookingEvent, type BookingEventContext } from '../bookings';
import { handoverSummary } from '../handover';
import type { DepositCtx } from './deposit-context';
import { placeHold } from './place-hold';
import { releaseHold } from './release-hold';
import { renewHold } from './renew-hold';
import { bookingsWithoutHold, findClaim, liveHolds } from './deposit-repository';

type DepositsJobReport = { holdsPlaced: number; holdsReleased: number; holdsRenewed: number };

/**
 * The deposit timer: places the holds nobody placed at check-in (paid bookings starting tomorrow,
 * Paris), renews the holds that would lapse before their release, and releases them 48 h after the
 * check-out (or the booking's end) unless a claim is open. Each step locks its hold and re-checks, so
 * instances running at once do each thing once. Without the payment provider in the deps it does nothing.
 */
export const depositsJobs: ModuleJob<DepositsJobReport> = {
  name: 'deposits',
  async run(deps, now) {
    const report = { holdsPlaced: 0, holdsReleased: 0, holdsRenewed: 0 };
    if (!deps.payments) return report;
    const ctx: DepositCtx = { deps: { ...deps, payments: deps.payments }, log: deps.log };
    for (const id of await bookingsWithoutHold(deps.db, addDays(parisToday(now), 1), JOB_BATCH)) {
      const booking = await findBooking(deps.db, id);
      if (!booking || now < holdPlacementAt(booking.startDate)) continue;
      const hold = await placeHold(ctx, id).catch((err: unknown) => {
        deps.log?.error({ err, bookingId: id }, 'deposits: hold not placed');
        return null;
      });
      if (hold) report.holdsPlaced++;
    }
    const live = await liveHolds(deps.db, JOB_BATCH);
    for (const hold of live) {
      const booking = await findBooking(deps.db, hold.bookingId);
      if (!booking) continue;
      const summary = await handoverSummary(deps.db, booking.id);
      const claim = await findClaim(deps.db, booking.id);
      const canceled = ['canceled', 'rejected', 'expired'].includes(booking.status);
      const action = canceled
        ? 'release'
        : holdAction({
            now,
            expiresAt: hold.expiresAt ?? now,
            releaseAt: holdReleaseAt(summary.checkout?.submittedAt ?? null, booking.endDate),
            openClaim: claim?.status === 'open',
          });
      try {
        if (action === 'release' && (await releaseHold(ctx, hold.id))) report.holdsReleased++;
        if (action === 'renew' && (await renewHold(ctx, hold))) report.holdsRenewed++;
      } catch (err) {
        deps.log?.error({ err, holdId: hold.id, action }, 'deposits: hold step failed');
      }
    }
    return report;
  },
};

/**
 * The hold is placed when the renter confirms the check-in (app.ts subscribes `holdOnCheckin`).
 * The hub's context carries the request's deps; without the provider (a job's narrower deps) the
 * deposit job places it on its next run.
 */
export async function holdOnCheckin(event: BookingEvent, ctx: BookingEventContext): Promise<void> {
  if (event.type !== 'handover.checkin_confirmed') return;
  const deps = ctx.deps as BookingEventContext['deps'] & Partial<DepositCtx['deps']>;
  if (!deps.payments || !deps.clock) return;
  await placeHold({ deps: { ...deps, clock: deps.clock, payments: deps.payments }, log: ctx.log }, event.bookingId);
}
