import { apiJobs } from './jobs';
import { runJobs, type JobDeps, type JobsReport } from '../platform/jobs/module-job';
import './booking-event-subscribers';

export type { JobDeps } from '../platform/jobs/module-job';
export type JobReport = JobsReport<typeof apiJobs>;

/**
 * Every module's due jobs at `now` (modules/jobs.ts), so a process that was down catches up in one
 * run (paid → ongoing → completed → credited). Idempotent. Run by the scheduler, /dev/jobs/run and tests.
 */
export function runDueJobs(deps: JobDeps, now = deps.clock.now()): Promise<JobReport> {
  return runJobs(apiJobs, deps, now);
}
