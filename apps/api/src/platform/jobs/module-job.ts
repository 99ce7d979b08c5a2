import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps';

/**
 * What a job gets: the database, the clock and the event hubs its changes publish on (whose
 * listeners app.ts subscribed); with a mailer and the config, its events' emails go out; with the
 * payment provider, it may reach the provider (best effort, after its commits); with `outbound`, the
 * calendar feeds are read.
 */
export type JobDeps = Pick<Deps, 'db' | 'clock' | 'bookingEvents' | 'notificationEvents'> &
  Partial<Pick<Deps, 'mailer' | 'config' | 'payments' | 'realtime' | 'pageCache' | 'outbound'>> & {
    log?: FastifyBaseLogger;
  };

/**
 * A module's timer work, exposed by the module like its routes and listed in modules/jobs.ts; the
 * scheduler runs every module's job in that order. A run must be idempotent and safe on several
 * instances at once (row locks with SKIP LOCKED, or a once-only claim), and catch up whatever is
 * due at `now`. It returns counts for the report of /dev/jobs/run.
 */
export interface ModuleJob<Report extends Record<string, number>> {
  readonly name: string;
  run(deps: JobDeps, now: Date): Promise<Report>;
}

/** The most rows a job takes in one transaction; the next run takes the rest. */
export const JOB_BATCH = 200;

type ReportOf<J> = J extends ModuleJob<infer R> ? R : never;
/** The report of a list of jobs: every job's counts, side by side. */
export type JobsReport<Jobs extends readonly unknown[]> = Jobs extends readonly [infer Head, ...infer Rest]
  ? ReportOf<Head> & JobsReport<Rest>
  : unknown;

/** Runs `jobs` one after the other at `now`; their reports merged. */
export async function runJobs<const Jobs extends readonly ModuleJob<Record<string, number>>[]>(
  jobs: Jobs,
  deps: JobDeps,
  now: Date,
): Promise<JobsReport<Jobs>> {
  const report: Record<string, number> = {};
  for (const job of jobs) Object.assign(report, await job.run(deps, now));
  // A run that changed anything (a request expired, a review published…) drops the page cache.
  if (Object.values(report).some((count) => count > 0)) await deps.pageCache?.invalidate();
  return report as JobsReport<Jobs>;
}
