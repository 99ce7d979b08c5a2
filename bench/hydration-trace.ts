/**
 * `npm run bench:hydration -- <base-url> [path…]`: loads each page in Chromium with a 4× CPU
 * slowdown (Lighthouse's mobile setting, here applied for real), records a performance trace and
 * prints the main thread's long tasks (≥ 50 ms) from navigation to 5 s after `<html
 * data-hydrated>`, each broken down by what ran in it (script evaluation, compile, timers, React's
 * scheduler messages, style/layout) and by the JavaScript functions that took most of its time.
 *
 * Env: HT_RUNS (default 3) runs per page; HT_RATE (default 4) CPU slowdown; HT_TRACE_DIR, if set,
 * keeps each trace (open it in Chrome DevTools' Performance panel); HT_DETAIL=0 only the summary.
 * Needs a running production server (scripts/lighthouse.sh shows how to start one).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: what the task cost, whatever else the machine was doing. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
];

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/'];
const runs = Number(process.env.HT_RUNS ?? 3);
const rate = Number(process.env.HT_RATE ?? 4);
const detail = process.env.HT_DETAIL !== '0';
const traceDir = process.env.HT_TRACE_DIR;
/** Tasks at least this long (ms) are listed and broken down (HT_LONG, default 50). */
const longAt = Number(process.env.HT_LONG ?? 50) * 1000;

const ms = (us: number) => (us / 1000).toFixed(1);

/** The renderer's main thread that loaded the page: the CrRendererMain with the most script. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = { pid: 0, tid: 0 };
  let most = -1;
  for (const m of mains) {
    const count = events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'EvaluateScript').length;
    if (count > most) {
      most = count;
      best = { pid: m.pid, tid: m.tid };
    }
  }
  return best;
}

/** The sampled CPU profile of the main thread (trace ProfileChunk events), as timed samples. */
function samples(events: TraceEvent[], pid: number) {
  const profiles = events.filter((e) => e.name === 'Profile' && e.pid === pid);
  const out: { ts: number; node: number }[] = [];
  const nodes = new Map<number, ProfileNode>();
  for (const profile of profiles) {
    let ts = profile.args?.data?.startTime ?? 0;
    const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id);
    for (const chunk of chunks) {
      const data = chunk.args?.data ?? {};
      for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
      const ids = data.cpuProfile?.samples ?? [];
      const deltas = data.timeDeltas ?? [];
      ids.forEach((id, i) => {
        ts += deltas[i] ?? 0;
        out.push({ ts, node: id });
      });
    }
  }
  return { list: out, nodes };
}

const frameName = (n: ProfileNode | undefined) => {
  if (!n) return '?';
  const f = n.callFrame;
  const file = f.url ? path.basename(f.url.split('?')[0]!) : '';
  return `${f.functionName || '(anonymous)'}${file ? ` ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`;
};

async function tracePage(pagePath: string, run: number) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(base + pagePath, { waitUntil: 'load' });
    // One promise, no polling (a polling wait would run its own script on the traced thread).
    // One promise, no polling (a polling wait would run its own script on the traced thread).
    // A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
    await page.evaluate(`new Promise((resolve) => {
      const root = document.documentElement;
      if (root.dataset.hydrated === 'true') return resolve();
      new MutationObserver((_, observer) => {
        if (root.dataset.hydrated !== 'true') return;
        observer.disconnect();
        resolve();
      }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
    })`);
    await page.waitForTimeout(5000);
    const buffer = await browser.stopTracing();
    if (traceDir) writeFileSync(path.join(traceDir, `${pagePath.replace(/\W+/g, '_') || 'root'}-${run}.json`), buffer);
    const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    return analyse(events);
  } finally {
    await browser.close();
  }
}

function analyse(events: TraceEvent[]) {
  const { pid, tid } = mainThread(events);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const navStart = Math.min(
    ...onMain.filter((e) => e.name === 'navigationStart' || e.name === 'ResourceSendRequest').map((e) => e.ts),
  );
  const tasks = onMain
    .filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur)
    .filter((e) => e.ts >= navStart)
    .sort((a, b) => a.ts - b.ts);
  // Nested RunTask events (a task inside a task) count once, as their outermost.
  const top: TraceEvent[] = [];
  for (const t of tasks) {
    const last = top.at(-1);
    if (last && t.ts < last.ts + last.dur!) continue;
    top.push(t);
  }
  // As Lighthouse's Total Blocking Time: tasks after the first contentful paint, beyond 50 ms each.
  const fcp =
    onMain.find((e) => e.name === 'firstContentfulPaint')?.ts ??
    events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ??
    navStart;
  const afterFcp = top.filter((t) => t.ts >= fcp);
  const long = afterFcp.filter((t) => t.dur! >= longAt);
  const tbt = afterFcp.reduce((sum, t) => sum + Math.max(0, t.dur! - 50_000), 0);
  const prof = detail ? samples(events, pid) : null;
  const lines: string[] = [];
  for (const task of long) {
    const end = task.ts + task.dur!;
    const inside = onMain
      .filter((e) => e.ts >= task.ts && e.ts < end && e !== task && e.ph === 'X' && e.dur)
      .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    // What the task spent most on, by the trace's own event names (self time).
    const self = new Map<string, number>();
    const stack: TraceEvent[] = [];
    for (const e of inside.filter((x) => x.name !== 'RunTask' && x.name !== 'ThreadControllerImpl::RunTask')) {
      while (stack.length && e.ts >= stack.at(-1)!.ts + stack.at(-1)!.dur!) stack.pop();
      const parent = stack.at(-1);
      if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur!);
      self.set(e.name, (self.get(e.name) ?? 0) + e.dur!);
      stack.push(e);
    }
    const kinds = [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([k, v]) => `${k} ${ms(v)}`);
    lines.push(
      `  task at +${ms(task.ts - navStart)} ms (FCP +${ms(fcp - navStart)}): ${ms(task.dur!)} ms — ${kinds.join(', ')}`,
    );
    if (prof) {
      const within = prof.list.filter((s) => s.ts >= task.ts && s.ts < end);
      const self = new Map<string, number>();
      const stackTotal = new Map<string, number>();
      for (const s of within) {
        const name = frameName(prof.nodes.get(s.node));
        self.set(name, (self.get(name) ?? 0) + 1);
        const seen = new Set<string>();
        for (let n = prof.nodes.get(s.node); n; n = n.parent ? prof.nodes.get(n.parent) : undefined) {
          const f = frameName(n);
          if (seen.has(f)) continue;
          seen.add(f);
          stackTotal.set(f, (stackTotal.get(f) ?? 0) + 1);
        }
      }
      const pct = (c: number) => `${((100 * c) / Math.max(1, within.length)).toFixed(0).padStart(3)} %`;
      lines.push(`    samples: ${within.length}; self time:`);
      for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 12)) lines.push(`      ${pct(v)}  ${k}`);
      lines.push(`    total (inclusive) time:`);
      for (const [k, v] of [...stackTotal].sort((a, b) => b[1] - a[1]).slice(0, 25))
        lines.push(`      ${pct(v)}  ${k}`);
    }
  }
  const cpu = (t: TraceEvent) => t.tdur ?? t.dur!;
  return {
    longest: Math.max(0, ...afterFcp.map((t) => t.dur!)),
    longestCpu: Math.max(0, ...afterFcp.map(cpu)),
    tbt,
    // Lighthouse's simulation: each task's unthrottled cost times 4, beyond 50 ms (a throttled
    // run's CPU time already holds the slowdown).
    tbtCpu: afterFcp.reduce((sum, t) => sum + Math.max(0, (4 / rate) * cpu(t) - 50_000), 0),
    count: long.length,
    lines,
  };
}

// `… bench/hydration-trace.ts trace.json …`: analyses saved traces instead.
if (base.endsWith('.json')) {
  for (const file of [base, ...paths]) {
    const events = (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    const r = analyse(events);
    console.log(
      `${file}: longest task ${ms(r.longest)} ms (CPU ${ms(r.longestCpu)} ms), blocking ${ms(r.tbt)} ms (from CPU time × 4 ÷ slowdown: ${ms(r.tbtCpu)} ms)`,
    );
    for (const l of r.lines) console.log(l);
  }
  process.exit(0);
}

for (const pagePath of pages) {
  const longest: number[] = [];
  const tbts: number[] = [];
  const cpus: number[] = [];
  const tbtCpus: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const r = await tracePage(pagePath, run);
    longest.push(r.longest);
    tbts.push(r.tbt);
    cpus.push(r.longestCpu);
    tbtCpus.push(r.tbtCpu);
    console.log(
      `${pagePath} run ${run}: longest task ${ms(r.longest)} ms (CPU ${ms(r.longestCpu)} ms), ${r.count} task(s) ≥ ${ms(longAt)} ms, ` +
        `blocking ${ms(r.tbt)} ms (from CPU time × 4 ÷ slowdown: ${ms(r.tbtCpu)} ms)`,
    );
    if (run === 1 || process.env.HT_DETAIL === 'all') for (const l of r.lines) console.log(l);
  }
  const sorted = [...longest].sort((a, b) => a - b);
  console.log(
    `${pagePath}: longest task ${sorted.map(ms).join(' / ')} ms (median ${ms(sorted[Math.floor(sorted.length / 2)]!)}); ` +
      `blocking ${tbts.map(ms).join(' / ')} ms (${runs} runs, ${rate}× CPU slowdown); ` +
      `longest task's CPU time ${cpus.map(ms).join(' / ')} ms, blocking from CPU time × 4 ÷ slowdown ${tbtCpus.map(ms).join(' / ')} ms`,
  );
}
