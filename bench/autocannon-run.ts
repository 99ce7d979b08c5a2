import autocannon from 'autocannon';

export interface BenchResult {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/**
 * The load generator runs in a worker thread (BENCH_WORKERS, default 1; 0 = in the server's own
 * thread, as before 2026-11-28), so it does not share the server's event loop: on the 2-core
 * machine the server gets one core and autocannon the other.
 */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);

/** Runs autocannon against one URL and keeps the figures we report. */
export async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<BenchResult> {
  // Warm up caches and JIT before measuring.
  const workers = WORKERS > 0 ? { workers: WORKERS } : {};
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers, ...workers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers, ...workers });
  return {
    name,
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

export function printComparison(title: string, subject: BenchResult, bare: BenchResult) {
  const ratio = subject.reqPerSec / bare.reqPerSec;
  console.log(`\n${title}`);
  console.table(
    [subject, bare].map((r) => ({
      route: r.name,
      'req/s': r.reqPerSec,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors + r.non2xx,
    })),
  );
  console.log(`ratio ${subject.name} / ${bare.name}: ${(ratio * 100).toFixed(1)} %`);
  if (subject.errors + subject.non2xx > 0) console.log(`WARNING: ${subject.name} had errors`);
}
