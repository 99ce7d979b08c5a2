import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps';
import { mailBookings } from '../modules/bookings/booking-mails';
import { loadBookingSettings, timerSettings } from '../modules/bookings/booking-settings';
import { bookingJobs } from './booking-jobs';
import { creditBalances } from './credit-balances';
import { runTransitionJob } from './transition-job';

/** The database and the clock; with a mailer and the config, renters are told when their booking expires. */
export type JobDeps = Pick<Deps, 'db' | 'clock'> & Partial<Pick<Deps, 'mailer' | 'config'>> & { log?: FastifyBaseLogger };

export interface JobReport {
  expiredRequests: number;
  expiredAcceptances: number;
  started: number;
  completed: number;
  credited: number;
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
  // After the commits: a mail failure is logged by deliverMail and never undoes a transition.
  if (deps.mailer && deps.config) await mailBookings({ mailer: deps.mailer, config: deps.config }, deps.db, [...expiredRequests, ...expiredAcceptances], 'expired', deps.log);
  return { expiredRequests: expiredRequests.length, expiredAcceptances: expiredAcceptances.length, started: started.length, completed: completed.length, credited };
}
