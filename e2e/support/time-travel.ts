import { baseURL } from './browser';

/**
 * Time travel for journeys: the server started by global-setup runs with E2E_CONTROLS=1, so its
 * clock can be moved forward and its due jobs run at once (the same runDueJobs as the 30 s
 * scheduler). Always `resetClock()` in afterAll: the server is shared by the journey files.
 */
async function post<T>(path: string, body: unknown = {}): Promise<T> {
  const res = await fetch(`${baseURL()}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'biclou' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok)
    throw new Error(
      `POST ${path}: ${res.status} ${text} (is the server running with NODE_ENV=development and E2E_CONTROLS=1?)`,
    );
  return JSON.parse(text) as T;
}

interface ClockState {
  now: string;
  offsetMs: number;
}

/** Moves the server's clock forward: `advanceClock({ days: 9 })`, `advanceClock({ hours: 49 })`. */
function advanceClock(by: { days?: number; hours?: number }): Promise<ClockState> {
  return post<ClockState>('/dev/clock', { advanceDays: by.days ?? 0, advanceHours: by.hours ?? 0 });
}

/** Back to real time (call it when a journey that moved the clock is done). */
export function resetClock(): Promise<ClockState> {
  return post<ClockState>('/dev/clock', { reset: true });
}

interface JobReport {
  expiredRequests: number;
  expiredAcceptances: number;
  started: number;
  completed: number;
  credited: number;
  [job: string]: number;
}

/** Runs every due job once at the server's current clock and returns what moved. */
async function runDueJobs(): Promise<JobReport> {
  return (await post<{ now: string; report: JobReport }>('/dev/jobs/run')).report;
}

/** Moves the clock then runs the jobs: what a person would see after that much time. */
export async function travel(by: { days?: number; hours?: number }): Promise<JobReport> {
  await advanceClock(by);
  return runDueJobs();
}

/** The server's clock (it may have travelled). */
async function serverNow(): Promise<Date> {
  const res = await fetch(`${baseURL()}/api/v1/dev/clock`);
  if (!res.ok) throw new Error(`GET /dev/clock: ${res.status}`);
  return new Date(((await res.json()) as ClockState).now);
}

/** `YYYY-MM-DD`, `days` after the server's today (UTC), for dates a journey books. */
export async function serverDaysFromNow(days: number): Promise<string> {
  return new Date((await serverNow()).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
