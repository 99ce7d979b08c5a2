/**
 * `npm run bench:ssr-ab -- <other checkout> [path…]`: CPU per server render of this checkout's web
 * build (A) against another checkout's (B, built there), in one process: renders alternate (A B, B A, A B…) so the machine's load, which moves CPU figures by ±20 % from run to run here, weighs on both
 * alike. Each side's CPU (`process.cpuUsage` around each sequential render) is summed per page; the
 * table gives both and B's change against A. Both builds run with this checkout's API and the same
 * database. `BENCH_RENDERS` (default 300) renders per page and side.
 */
import '../apps/api/src/boot-env';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { groupedRequestHandler, type RouteGroups } from '../apps/api/src/platform/ssr/route-groups';
import type { SiteHandler } from '../apps/api/src/platform/ssr/register-ssr';
import { startBenchServer } from './server';

const [other, ...paths] = process.argv.slice(2);
if (!other) throw new Error('usage: npm run bench:ssr-ab -- <other checkout> [path…]');
const RENDERS = Number(process.env.BENCH_RENDERS ?? 300);

/** The other checkout's site, as register-ssr.ts serves a build. */
async function siteOf(checkout: string): Promise<SiteHandler> {
  const file = path.resolve(checkout, 'apps/web/build/server/index.js');
  const build = (await import(pathToFileURL(file).href)) as ServerBuild;
  const entry = build.entry.module as {
    siteRouteGroups?: RouteGroups;
    createRequestHandler?: Parameters<typeof groupedRequestHandler>[0];
  };
  const create = entry.createRequestHandler ?? createRequestHandler;
  return groupedRequestHandler(create, build, 'production', entry.siteRouteGroups) as SiteHandler;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'biclou-bench-'));
const server = await startBenchServer(dataDir);
const b = await server.newApp({ site: await siteOf(other) });
try {
  const pages = (paths.length ? paths : ['/messages', '/listing/:id', '/']).map((p) =>
    p.replace(':id', server.liveListingId),
  );
  const render = async (app: FastifyInstance, url: string) => {
    const start = process.cpuUsage();
    const res = await app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    const used = process.cpuUsage(start);
    return used.user + used.system;
  };
  const rows = [];
  for (const url of pages) {
    for (let i = 0; i < 30; i++) await render(server.app, url);
    for (let i = 0; i < 30; i++) await render(b, url);
    let cpuA = 0;
    let cpuB = 0;
    // A then B, then B then A: neither side always follows the other (a render leaves garbage).
    for (let i = 0; i < RENDERS; i++) {
      if (i % 2 === 0) {
        cpuA += await render(server.app, url);
        cpuB += await render(b, url);
      } else {
        cpuB += await render(b, url);
        cpuA += await render(server.app, url);
      }
    }
    const a = cpuA / 1000 / RENDERS;
    const bb = cpuB / 1000 / RENDERS;
    rows.push({
      page: url.replace(server.liveListingId, ':id'),
      'A ms/render (here)': a.toFixed(2),
      'B ms/render (other)': bb.toFixed(2),
      'B vs A': `${bb >= a ? '+' : ''}${(((bb - a) / a) * 100).toFixed(1)} %`,
    });
  }
  console.log(
    `A: ${process.cwd()}\nB: ${path.resolve(other)}\n${RENDERS} renders per page and side, alternating (${server.kind}, gzip)`,
  );
  console.table(rows);
} finally {
  await b.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
