export const JOB_INTERVAL_MS = 30_000;

/**
 * Runs `runDue` (the modules' due jobs: main.ts passes modules/run-due-jobs.ts) at once and then
 * every 30 s; never in tests: they call runDueJobs with their clock. Runs never overlap in one
 * process; other instances are kept apart by row locks.
 */
export function startJobScheduler(
  runDue: () => Promise<unknown>,
  log: { error(obj: unknown, msg?: string): void },
  intervalMs = JOB_INTERVAL_MS,
) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runDue();
    } catch (err) {
      log.error({ err }, 'booking jobs failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return { stop: () => clearInterval(timer) };
}
