import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INDEXED_LOCALES, INDEXED_STATIC_PATHS } from '@biclou/domain/seo-urls';
import { AppError } from '../../platform/http/app-error';
import { contentSitemapPaths } from '../content';
import { countLiveListings, liveListingPages, placePagesWithListings } from './sitemap-repository';
import { robotsTxt, sitemapIndexXml, urlsetXml, type SitemapPage } from './sitemap-xml';

/** The site's own origin: PUBLIC_URL when set (behind a proxy), else what the request names. */
function originOf(request: FastifyRequest): string {
  const configured = request.server.deps.config.PUBLIC_URL;
  return (configured ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
}

/**
 * The pages of sitemap file `file` (1-based) and how many files there are. Each page is listed in
 * every indexed locale, so a file of N URLs holds N / 2 pages: static pages first, then place
 * pages, then live listings sliced in SQL (a million listings never sit in memory).
 */
async function sitemapSlice(request: FastifyRequest, file: number) {
  const { db, config } = request.server.deps;
  const perFile = Math.max(1, Math.floor(config.SITEMAP_URLS_PER_FILE / INDEXED_LOCALES.length));
  const head: SitemapPage[] = [
    ...[...new Set<string>([...INDEXED_STATIC_PATHS, ...contentSitemapPaths()])].map((path) => ({ path })),
    ...(await placePagesWithListings(db)),
  ];
  const total = head.length + (await countLiveListings(db));
  const files = Math.max(1, Math.ceil(total / perFile));
  const start = (file - 1) * perFile;
  const fromHead = head.slice(start, start + perFile);
  const listingOffset = Math.max(0, start - head.length);
  const pages = [...fromHead, ...(await liveListingPages(db, listingOffset, perFile - fromHead.length))];
  return { files, pages };
}

const XML = 'application/xml; charset=utf-8';

/** `/robots.txt`, `/sitemap.xml` and `/sitemap-{n}.xml`, at the site root like the image proxy. */
export async function registerSitemapRoutes(app: FastifyInstance) {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(originOf(request))),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const { files, pages } = await sitemapSlice(request, 1);
    const body = files > 1 ? sitemapIndexXml(origin, files) : urlsetXml(origin, pages);
    return reply.type(XML).header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', { schema: { hide: true } }, async (request, reply) => {
    const n = /^[1-9]\d{0,5}$/.test(request.params.n) ? Number(request.params.n) : NaN;
    if (!Number.isFinite(n)) throw AppError.notFound();
    const { files, pages } = await sitemapSlice(request, n);
    if (n > files) throw AppError.notFound();
    return reply
      .type(XML)
      .header('cache-control', 'public, max-age=3600')
      .send(urlsetXml(originOf(request), pages));
  });
}
