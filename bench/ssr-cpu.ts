/**
 * `npm run bench:ssr`: CPU time per server render, independent of the machine's load. Renders
 * each page N times in sequence through `app.inject` (the whole stack: hooks, React Router,
 * loaders, compression) and divides by N the process's CPU time (`process.cpuUsage`, user +
 * system, V8's helper threads and zlib's thread pool included) and the main thread's busy time
 * (`performance.eventLoopUtilization`). The API calls the loaders make are measured alone too.
 * `BENCH_RENDERS` sets N (100 by default), `BENCH_PAGES=/help,/listing/:id` other paths.
 * `BENCH_CPU_PROF=1` also profiles the measured renders (`node:inspector`) and prints the
 * functions with the most self and inclusive time.
 */
import '../apps/api/src/boot-env';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startBenchServer } from './server';

const RENDERS = Number(process.env.BENCH_RENDERS ?? 100);
const PROFILE = process.env.BENCH_CPU_PROF === '1';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

/** Self and inclusive share of samples per function (name + file + line), recursion counted once. */
function topFunctions(profile: Profile, count: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const keyOf = (n: ProfileNode) => {
    const file = n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/apps\//, 'apps/');
    return `${n.callFrame.functionName || '(anonymous)'} ${file}:${n.callFrame.lineNumber + 1}`;
  };
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  for (const id of profile.samples) {
    const leaf = byId.get(id);
    if (!leaf || leaf.callFrame.functionName === '(idle)') continue;
    busy++;
    self.set(keyOf(leaf), (self.get(keyOf(leaf)) ?? 0) + 1);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const node = byId.get(cur);
      if (!node) break;
      const key = keyOf(node);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + 1);
    }
  }
  const top = (m: Map<string, number>) =>
    [...m.entries()]
      .filter(([k]) => !k.startsWith('(root)') && !k.startsWith('(program)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([fn, n]) => ({ '%': ((100 * n) / busy).toFixed(1), function: fn.slice(0, 110) }));
  return { busy, self: top(self), inclusive: top(inclusive) };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'biclou-bench-'));
const server = await startBenchServer(dataDir);
const session = new Session();
try {
  const defaultPages = [
    ['/', '/'],
    ['/listing/:id', `/listing/${server.liveListingId}`],
    ['/fr/listing/:id', `/fr/listing/${server.liveListingId}`],
    ['/fr', '/fr'],
    ['/search', '/search'],
    ['/place/lyon', '/place/lyon'],
    ['/terms', '/terms'],
  ] as const;
  // BENCH_PAGES=/help,/listing/:id: other paths instead (`:id` is a live listing).
  const pages = process.env.BENCH_PAGES
    ? process.env.BENCH_PAGES.split(',').map((p) => [p, p.replace(':id', server.liveListingId)] as const)
    : defaultPages;
  // What the loaders ask the API for, each alone (with the SSR header the in-process calls carry).
  const allApiCalls = [
    ['API /settings', '/api/v1/settings'],
    ['API /places/popular', '/api/v1/places/popular?kind=city&limit=8'],
    ['API /places/popular-lists', '/api/v1/places/popular-lists?limit=8'],
    ['API /search', '/api/v1/search'],
    ["API /search (landing's)", '/api/v1/search?limit=8&count=false'],
    ['API /listings/:id', `/api/v1/listings/${server.liveListingId}`],
    ['API /place-pages/lyon', '/api/v1/place-pages/lyon'],
  ] as const;
  const apiCalls = process.env.BENCH_PAGES ? [] : allApiCalls;
  const render = async (url: string) => {
    const api = url.startsWith('/api/');
    const res = await server.app.inject({
      url,
      headers: api
        ? { accept: 'application/json', 'x-biclou-ssr': '1' }
        : { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    return res.rawPayload.length;
  };
  for (const [, url] of [...pages, ...apiCalls]) for (let i = 0; i < 20; i++) await render(url);
  if (PROFILE) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  }
  const rows = [];
  for (const [name, url] of [...pages, ...apiCalls]) {
    const cpu = process.cpuUsage();
    const loop = performance.eventLoopUtilization();
    const start = performance.now();
    let bytes = 0;
    for (let i = 0; i < RENDERS; i++) bytes = await render(url);
    const used = process.cpuUsage(cpu);
    rows.push({
      page: name,
      'CPU ms/render': ((used.user + used.system) / 1000 / RENDERS).toFixed(2),
      'main thread ms/render': (performance.eventLoopUtilization(loop).active / RENDERS).toFixed(2),
      'wall ms/render': ((performance.now() - start) / RENDERS).toFixed(2),
      bytes,
    });
  }
  console.log(`Server render CPU on ${server.kind}, ${RENDERS} sequential renders per page (app.inject, gzip)`);
  console.table(rows);
  if (PROFILE) {
    const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
    const file = path.join(tmpdir(), `ssr-${Date.now()}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    const { busy, self, inclusive } = topFunctions(profile, 30);
    console.log(`\nCPU profile of the measured renders (${busy} busy samples, ${file})\nSelf time:`);
    console.table(self);
    console.log('Inclusive time:');
    console.table(inclusive);
  }
} finally {
  session.disconnect();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
