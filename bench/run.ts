/**
 * `npm run bench`: the settings API and the server-rendered landing page, each beside a bare
 * Fastify route served by the same process, so the ratio shows what our stack costs. The listing
 * API is also measured against its own SQL run raw over the driver (`/__bench/raw-listing/:id`).
 */
import '../apps/api/src/boot-env';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBenchServer } from './server';
import { measure, printComparison } from './autocannon-run';

const dataDir = mkdtempSync(path.join(tmpdir(), 'biclou-bench-'));
const server = await startBenchServer(dataDir);
try {
  console.log(
    `Biclou bench on ${server.kind}, ${process.env.BENCH_DURATION ?? 8} s per route, ${process.env.BENCH_CONNECTIONS ?? 10} connections`,
  );
  const settings = await measure('GET /api/v1/settings', `${server.url}/api/v1/settings`);
  const bareJson = await measure('bare JSON route', `${server.url}/__bench/bare-json`);
  printComparison('Settings API', settings, bareJson);

  const landing = await measure('GET / (SSR landing)', `${server.url}/`, { accept: 'text/html' });
  const bareHtml = await measure('bare HTML route', `${server.url}/__bench/bare-html`);
  printComparison('Landing page (server-rendered)', landing, bareHtml);

  const listingApi = await measure('GET /api/v1/listings/:id', `${server.url}/api/v1/listings/${server.liveListingId}`);
  const rawListing = await measure('raw listing SQL', `${server.url}/__bench/raw-listing/${server.liveListingId}`);
  printComparison('Listing API', listingApi, bareJson);
  printComparison('Listing API against its own SQL run raw (issue 18: >= 70 %)', listingApi, rawListing);

  const listingPage = await measure('GET /listing/:id (SSR)', `${server.url}/listing/${server.liveListingId}`, {
    accept: 'text/html',
  });
  printComparison('Listing page (server-rendered)', listingPage, bareHtml);
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
