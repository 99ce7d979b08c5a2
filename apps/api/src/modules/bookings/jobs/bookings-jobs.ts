import type { ModuleJob } from '../../../platform/jobs/module-job';
import { cancelOpenProviderPayments } from '../../money';
import { loadBookingSettings, timerSettings } from '../booking-settings';
import { claimPickupSoon, claimReviewReminders, claimStartsTomorrow } from './booking-reminders';
import { creditBalances } from './credit-balances';
import { timerTransitions } from './timer-transitions';
import { runTransitionJob } from './transition-job';

type BookingsJobReport = {
  expiredRequests: number;
  expiredAcceptances: number;
  started: number;
  completed: number;
  credited: number;
  /** Paid bookings starting tomorrow whose two sides were told (once per booking). */
  startsTomorrow: number;
  /** Paid bookings picked up within 2 hours whose renter was told (once per booking). */
  pickupSoon: number;
  /** Sides reminded to write their review (once per booking and side). */
  reviewReminders: number;
};

/**
 * The bookings module's timer: every due system step at `now`, in the lifecycle's order, so a
 * process that was down catches up in one run (paid → ongoing → completed → credited), like
 * `dueTransitions`. Idempotent. Each step commits, then publishes its events (events/booking-events.ts:
 * expired, started, completed, credited, starts tomorrow, pickup soon, review reminder), whose subscribers tell
 * each side; without a mailer in the deps nothing is sent.
 */
export const bookingsJobs: ModuleJob<BookingsJobReport> = {
  name: 'bookings',
  async run(deps, now) {
    const ctx = { deps, log: deps.log };
    const settings = timerSettings(await loadBookingSettings(deps.db));
    const [requests, acceptances, starts, completions] = timerTransitions(now, settings);
    const expiredRequests = await runTransitionJob(ctx, requests!, now, settings);
    const expiredAcceptances = await runTransitionJob(ctx, acceptances!, now, settings);
    const started = await runTransitionJob(ctx, starts!, now, settings);
    const completed = await runTransitionJob(ctx, completions!, now, settings);
    const credited = await creditBalances(ctx, now, settings);
    const startsTomorrow = await claimStartsTomorrow(ctx, now);
    const pickupSoon = await claimPickupSoon(ctx, now);
    const reminders = await claimReviewReminders(ctx, now);
    // After the commits, best effort: an acceptance that expired unpaid may still have a PaymentIntent
    // open in a forgotten tab; canceling it means no late payment (if one slips through, its webhook
    // refunds it in full). A provider failure is logged and never undoes the expiry.
    if (deps.payments) {
      const providerDeps = { db: deps.db, clock: deps.clock, payments: deps.payments };
      const log = deps.log ?? { warn: (obj: object, msg: string) => console.warn(msg, obj) };
      for (const row of expiredAcceptances) await cancelOpenProviderPayments(providerDeps, row.id, log);
    }
    return {
      expiredRequests: expiredRequests.length,
      expiredAcceptances: expiredAcceptances.length,
      started: started.length,
      completed: completed.length,
      credited: credited.length,
      startsTomorrow: startsTomorrow.length,
      pickupSoon: pickupSoon.length,
      reviewReminders: reminders.renter.length + reminders.owner.length,
    };
  },
};
