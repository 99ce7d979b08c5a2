/**
 * `npm run bench`: the settings API and the server-rendered landing page, each beside a bare
 * Fastify route served by the same process, so the ratio shows what our stack costs. The listing
 * API is also measured against its own SQL run raw over the driver (`/__bench/raw-listing/:id`).
 * Those go to an app without the page cache; the landing, the listing page and the listing API are
 * then measured again from the page cache, as an anonymous visitor gets them.
 */
import '../apps/api/src/boot-env';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
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
  printComparison('Listing API against its own SQL run raw (>= 70 %)', listingApi, rawListing);

  const listingPage = await measure('GET /listing/:id (SSR)', `${server.url}/listing/${server.liveListingId}`, {
    accept: 'text/html',
  });
  printComparison('Listing page (server-rendered)', listingPage, bareHtml);
  // As a browser asks for it: the page gzipped as it streams (platform/ssr/to-web-request.ts).
  const listingPageGzip = await measure(
    'GET /listing/:id (SSR, gzip)',
    `${server.url}/listing/${server.liveListingId}`,
    { accept: 'text/html', 'accept-encoding': 'gzip' },
  );
  printComparison('Listing page (server-rendered), gzip as browsers ask', listingPageGzip, bareHtml);

  // The page cache (anonymous visitors): >= 3,000 req/s with p99 <= 20 ms. Each hit is
  // compared with a bare route sending the same bytes, measured just before it.
  const hit = async (name: string, url: string, headers: Record<string, string> = {}) => {
    // fetch decodes gzip: the bare route then sends the page gzipped again, about the bytes the hit sends.
    const page = Buffer.from(await (await fetch(url, { headers })).arrayBuffer());
    server.setBarePage(headers['accept-encoding'] ? gzipSync(page) : page);
    const bare = await measure(`bare route, same ${name} bytes`, `${server.cachedUrl}/__bench/bare-page`);
    return { subject: await measure(name, url, { accept: 'text/html', ...headers }), bare };
  };
  const cachedLanding = await hit('GET / (page cache hit)', `${server.cachedUrl}/`);
  printComparison(
    'Landing page from the page cache (>= 3,000 req/s, p99 <= 20 ms)',
    cachedLanding.subject,
    cachedLanding.bare,
  );
  const cachedListing = await hit(
    'GET /listing/:id (page cache hit)',
    `${server.cachedUrl}/listing/${server.liveListingId}`,
  );
  printComparison(
    'Listing page from the page cache (>= 3,000 req/s, p99 <= 20 ms)',
    cachedListing.subject,
    cachedListing.bare,
  );
  const cachedLandingGzip = await hit('GET / (hit, gzip)', `${server.cachedUrl}/`, { 'accept-encoding': 'gzip, br' });
  printComparison(
    'Landing page from the page cache, gzip as browsers ask (nonce spliced in)',
    cachedLandingGzip.subject,
    cachedLandingGzip.bare,
  );
  const cachedFr = await hit(
    'GET /fr/listing/:id (hit, gzip)',
    `${server.cachedUrl}/fr/listing/${server.liveListingId}`,
    {
      'accept-encoding': 'gzip',
    },
  );
  printComparison(
    'Listing page in French from the page cache, gzip (nonce spliced in)',
    cachedFr.subject,
    cachedFr.bare,
  );
  const cachedListingApi = await measure(
    'GET /api/v1/listings/:id (hit)',
    `${server.cachedUrl}/api/v1/listings/${server.liveListingId}`,
  );
  printComparison('Listing API from the page cache', cachedListingApi, listingApi);
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
