import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listings } from '@biclou/db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';
import { createListingVia } from '../../test/listing-helpers';
import { seedTestPlaces } from '../../test/seo-places';

let t: TestApp;
let small: TestApp;
const ids = { live: '', paused: '', draft: '', deleted: '' };

async function world(app: TestApp) {
  await seedTestPlaces(app);
  const owner = await signedInUser(app);
  const made = {
    live: await createListingVia(app, owner.headers, 'live'),
    paused: await createListingVia(app, owner.headers, 'live'),
    draft: await createListingVia(app, owner.headers, 'photo'),
    deleted: await createListingVia(app, owner.headers, 'live'),
  };
  await app.app.inject({ method: 'POST', url: `/api/v1/listings/${made.paused}/pause`, headers: owner.headers });
  await app.app.inject({ method: 'DELETE', url: `/api/v1/listings/${made.deleted}`, headers: owner.headers });
  return made;
}

beforeAll(async () => {
  t = await buildTestApp({}, { PUBLIC_URL: 'https://biclou.test' });
  Object.assign(ids, await world(t));
  small = await buildTestApp({}, { PUBLIC_URL: 'https://biclou.test', SITEMAP_URLS_PER_FILE: '4' });
  await world(small);
});
afterAll(async () => {
  await t.close();
  await small.close();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('sitemap.xml', () => {
  it('lists live listings, place pages with listings and content pages, in en and fr with alternates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const urls = locs(xml);
    expect(urls).toContain(`https://biclou.test/listing/${ids.live}`);
    expect(urls).toContain(`https://biclou.test/fr/listing/${ids.live}`);
    for (const hidden of [ids.paused, ids.draft, ids.deleted]) expect(xml).not.toContain(hidden);
    for (const slug of ['lyon', 'rhone', 'auvergne-rhone-alpes']) {
      expect(urls).toContain(`https://biclou.test/place/${slug}`);
      expect(urls).toContain(`https://biclou.test/fr/place/${slug}`);
    }
    expect(xml).not.toContain('/place/villeurbanne');
    expect(xml).not.toContain('/place/grenoble');
    for (const path of ['', '/search', '/terms', '/help/rental-process']) {
      expect(urls).toContain(`https://biclou.test${path || '/'}`);
      expect(urls).toContain(`https://biclou.test/fr${path}`);
    }
    expect(xml).not.toMatch(/dashboard|admin|\/test-mdc|\/auth/);
    const entry = xml.split('\n').find((line) => line.includes(`<loc>https://biclou.test/fr/place/lyon</loc>`))!;
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://biclou.test/place/lyon"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="fr" href="https://biclou.test/fr/place/lyon"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://biclou.test/place/lyon"/>');
    expect(xml.split('\n').find((line) => line.includes(`/listing/${ids.live}<`))).toMatch(
      /<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/,
    );
  });

  it('becomes an index of files of at most N URLs when larger', async () => {
    const single = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const expected = locs(single.body).length;
    const index = await small.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain('<sitemapindex');
    const files = locs(index.body);
    // Each page is listed in en and fr: 4 URLs per file = 2 pages per file.
    expect(files).toEqual(
      Array.from({ length: Math.ceil(expected / 4) }, (_, i) => `https://biclou.test/sitemap-${i + 1}.xml`),
    );
    const all: string[] = [];
    for (const file of files) {
      const res = await small.app.inject({ method: 'GET', url: new URL(file).pathname });
      expect(res.statusCode).toBe(200);
      const urls = locs(res.body);
      expect(urls.length).toBeLessThanOrEqual(4);
      all.push(...urls);
    }
    expect(all).toHaveLength(expected);
    expect(new Set(all).size).toBe(expected);
    expect(all.filter((u) => u.includes('/listing/'))).toHaveLength(2);
    expect((await small.app.inject({ method: 'GET', url: `/sitemap-${files.length + 1}.xml` })).statusCode).toBe(404);
    expect((await small.app.inject({ method: 'GET', url: '/sitemap-0.xml' })).statusCode).toBe(404);
  });
});

describe('robots.txt', () => {
  it('allows public pages, keeps private areas out (also under /fr) and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/dashboard',
      '/admin',
      '/api',
      '/auth',
      '/account',
      '/messages',
      '/fr/dashboard',
      '/fr/admin',
      '/fr/account',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.some((l) => /Disallow: \/(place|listing\/?$|search)/.test(l))).toBe(false);
    expect(lines).toContain('Sitemap: https://biclou.test/sitemap.xml');
  });
});

describe('deleted and hidden listings', () => {
  it('answers 410 for a deleted listing that was public, 404 for paused and draft ones', async () => {
    const gone = await t.app.inject({ method: 'GET', url: `/api/v1/listings/${ids.deleted}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error).toMatchObject({ code: 'listing_gone', message: 'This listing has been deleted.' });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/listings/${ids.paused}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/listings/${ids.draft}` })).statusCode).toBe(404);
    const [row] = await t.deps.db
      .select({ status: listings.status })
      .from(listings)
      .where(eq(listings.id, ids.deleted));
    expect(row!.status).toBe('deleted');
  });
});
