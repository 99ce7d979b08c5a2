import type { Metrics } from '../metrics/metrics';

const JOB_INTERVAL_MS = 30_000;

/**
 * Runs `runDue` (the modules' due jobs: main.ts passes modules/run-due-jobs.ts) at once and then
 * every `intervalMs` (JOBS_INTERVAL_MS, 30 s); never in tests: they call runDueJobs with their clock. Runs never overlap in one
 * process; other instances are kept apart by row locks.
 */
export function startJobScheduler(
  runDue: () => Promise<unknown>,
  log: { error(obj: unknown, msg?: string): void },
  intervalMs = JOB_INTERVAL_MS,
  metrics?: Pick<Metrics, 'jobRuns' | 'jobDuration'>,
) {
  let running = false;
  let current: Promise<void> = Promise.resolve();
  const tick = () => {
    if (running) return;
    running = true;
    current = (async () => {
      const end = metrics?.jobDuration.startTimer();
      try {
        await runDue();
        metrics?.jobRuns.inc({ outcome: 'ok' });
      } catch (err) {
        metrics?.jobRuns.inc({ outcome: 'failed' });
        log.error({ err }, 'booking jobs failed');
      } finally {
        end?.();
        running = false;
      }
    })();
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  /** Stops the interval; the promise settles once a run under way has finished (before closing the database). */
  return {
    stop: async () => {
      clearInterval(timer);
      await current;
    },
  };
}
