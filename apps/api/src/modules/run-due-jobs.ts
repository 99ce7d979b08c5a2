import { apiJobs } from './jobs';
import { runJobs, type JobDeps, type JobsReport } from '../platform/jobs/module-job';

type JobReport = JobsReport<typeof apiJobs>;

/**
 * Every module's due jobs at `now` (modules/jobs.ts), so a process that was down catches up in one
 * run (paid → ongoing → completed → credited). Idempotent. Run by the scheduler, /dev/jobs/run and tests,
 * with the deps of an app: what the jobs publish reaches the listeners app.ts subscribed on its hubs.
 */
export function runDueJobs(deps: JobDeps, now = deps.clock.now()): Promise<JobReport> {
  return runJobs(apiJobs, deps, now);
}
