import type { Deps } from '../deps';
import { loadBookingSettings, timerSettings } from '../modules/bookings/booking-settings';
import { bookingJobs } from './booking-jobs';
import { creditBalances } from './credit-balances';
import { runTransitionJob } from './transition-job';

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
export async function runDueJobs(deps: Pick<Deps, 'db' | 'clock'>, now = deps.clock.now()): Promise<JobReport> {
  const settings = timerSettings(await loadBookingSettings(deps.db));
  const [requests, acceptances, starts, completions] = bookingJobs(now, settings);
  const expiredRequests = await runTransitionJob(deps.db, requests!, now);
  const expiredAcceptances = await runTransitionJob(deps.db, acceptances!, now);
  const started = await runTransitionJob(deps.db, starts!, now);
  const completed = await runTransitionJob(deps.db, completions!, now);
  const credited = await creditBalances(deps.db, now, settings.creditDelayDays);
  return { expiredRequests, expiredAcceptances, started, completed, credited };
}
