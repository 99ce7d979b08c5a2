import { hreflangAlternates, INDEXED_LOCALES, localizedPath, ROBOTS_DISALLOWED_PATHS } from '@biclou/domain/seo-urls';

/** One page of the site, unprefixed (`/place/lyon`), listed once per locale with its alternates. */
export interface SitemapPage {
  path: string;
  lastmod?: Date | null;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const day = (d: Date) => d.toISOString().slice(0, 10);

/** A `<urlset>`: each page in en and fr, each entry naming both versions and x-default (hreflang). */
export function urlsetXml(origin: string, pages: SitemapPage[]): string {
  const urls: string[] = [];
  for (const page of pages) {
    const alternates = hreflangAlternates(origin, page.path)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join('');
    for (const locale of INDEXED_LOCALES) {
      const loc = `${origin}${localizedPath(page.path, locale)}`;
      urls.push(
        `<url><loc>${escapeXml(loc)}</loc>${page.lastmod ? `<lastmod>${day(page.lastmod)}</lastmod>` : ''}${alternates}</url>`,
      );
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A `<sitemapindex>` of `/sitemap-1.xml` … `/sitemap-{count}.xml`. */
export function sitemapIndexXml(origin: string, count: number): string {
  const items = Array.from(
    { length: count },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** robots.txt: everything public is allowed; private areas (in every locale prefix) are not. */
export function robotsTxt(origin: string): string {
  const prefixes = ['', '/en', '/fr'];
  const disallowed = prefixes.flatMap((p) => ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${p}${path}`));
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed,
    'Disallow: /test/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
