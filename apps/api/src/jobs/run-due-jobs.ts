import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps';
import { mailBookings } from '../modules/bookings/booking-mails';
import { loadBookingSettings, timerSettings } from '../modules/bookings/booking-settings';
import { cancelOpenProviderPayments } from '../modules/stripe-webhooks/provider-payments';
import { bookingJobs } from './booking-jobs';
import { claimReviewReminders, claimStartsTomorrow } from './booking-reminders';
import { creditBalances } from './credit-balances';
import { publishDueReviews } from './publish-reviews';
import { runTransitionJob } from './transition-job';

/**
 * The database and the clock; with a mailer and the config, each side is told what the jobs did
 * (expired, starts tomorrow, completed, credited, review reminder); with the payment provider, the
 * open payments of expired acceptances are canceled there.
 */
export type JobDeps = Pick<Deps, 'db' | 'clock'> & Partial<Pick<Deps, 'mailer' | 'config' | 'payments'>> & { log?: FastifyBaseLogger };

export interface JobReport {
  expiredRequests: number;
  expiredAcceptances: number;
  started: number;
  completed: number;
  credited: number;
  /** Paid bookings starting tomorrow whose two sides were told (once per booking). */
  startsTomorrow: number;
  /** Sides reminded to write their review (once per booking and side). */
  reviewReminders: number;
  /** Reviews published because their 14-day window closed. */
  reviewsPublished: number;
}

/**
 * Every due system step at `now`, in the lifecycle's order, so a process that was down catches up
 * in one run (paid → ongoing → completed → credited), like `dueTransitions`. Idempotent.
 */
export async function runDueJobs(deps: JobDeps, now = deps.clock.now()): Promise<JobReport> {
  const settings = timerSettings(await loadBookingSettings(deps.db));
  const [requests, acceptances, starts, completions] = bookingJobs(now, settings);
  const expiredRequests = await runTransitionJob(deps.db, requests!, now);
  const expiredAcceptances = await runTransitionJob(deps.db, acceptances!, now);
  const started = await runTransitionJob(deps.db, starts!, now);
  const completed = await runTransitionJob(deps.db, completions!, now);
  const credited = await creditBalances(deps.db, now, settings.creditDelayDays);
  const startsTomorrow = await claimStartsTomorrow(deps.db, now);
  const reminders = await claimReviewReminders(deps.db, now);
  const reviewsPublished = await publishDueReviews(deps.db, now);
  // After the commits, best effort: an acceptance that expired unpaid may still have a PaymentIntent
  // open in a forgotten tab; canceling it means no late payment (if one slips through, its webhook
  // refunds it in full). A provider failure is logged and never undoes the expiry.
  if (deps.payments) {
    const providerDeps = { db: deps.db, clock: deps.clock, payments: deps.payments };
    const log = deps.log ?? { warn: (obj: object, msg: string) => console.warn(msg, obj) };
    for (const row of expiredAcceptances) await cancelOpenProviderPayments(providerDeps, row.id, log);
  }
  // After the commits: a mail failure is logged by deliverMail and never undoes a transition.
  if (deps.mailer && deps.config) {
    const mail = (rows: Parameters<typeof mailBookings>[2], kind: Parameters<typeof mailBookings>[3]) => mailBookings({ mailer: deps.mailer!, config: deps.config! }, deps.db, rows, kind, deps.log);
    await mail([...expiredRequests, ...expiredAcceptances], 'expired');
    await mail(startsTomorrow, 'startsTomorrowForRenter');
    await mail(startsTomorrow, 'startsTomorrowForOwner');
    await mail(completed, 'completedForRenter');
    await mail(completed, 'completedForOwner');
    await mail(credited.filter((b) => b.creditOwnerCents > 0), 'credited');
    await mail(reminders.renter, 'reviewReminderForRenter');
    await mail(reminders.owner, 'reviewReminderForOwner');
  }
  return {
    expiredRequests: expiredRequests.length, expiredAcceptances: expiredAcceptances.length, started: started.length, completed: completed.length, credited: credited.length,
    startsTomorrow: startsTomorrow.length, reviewReminders: reminders.renter.length + reminders.owner.length, reviewsPublished,
  };
}
