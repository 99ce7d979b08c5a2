import { describe, expect, it } from 'vitest';
import { metaFromRouteId } from '../../routing/route-meta';
import { ROUTES } from '../../routing/route-table';
import { seoLinks } from './seo-links';

const def = (id: string) => metaFromRouteId(id)!;
const origin = 'https://biclou.test';

describe('seoLinks', () => {
  it.each([
    ['/search', '?place=lyon&utm_source=x&foo=1', 'en', 'search', 'https://biclou.test/search?place=lyon'],
    [
      '/fr/search',
      '?start=2026-07-01&gclid=1&place=lyon',
      'fr',
      'search',
      'https://biclou.test/fr/search?place=lyon&start=2026-07-01',
    ],
    // The e-bike range narrows an e-bike search: one canonical page for it.
    [
      '/search',
      '?place=lyon&ebike=true&min_range=80',
      'en',
      'search',
      'https://biclou.test/search?place=lyon&ebike=true',
    ],
    ['/place/lyon', '?utm_campaign=spring&place=x', 'en', 'place', 'https://biclou.test/place/lyon'],
    ['/en/place/lyon', '', 'en', 'place', 'https://biclou.test/place/lyon'],
    ['/fr', '', 'fr', 'home', 'https://biclou.test/fr'],
    ['/', '?ref=newsletter', 'en', 'home', 'https://biclou.test/'],
    ['/fr/terms/', '', 'fr', 'terms', 'https://biclou.test/fr/terms'],
    ['/test/place/lyon', '', 'test', 'place', 'https://biclou.test/place/lyon'],
  ] as const)('%s%s → %s', (pathname, search, locale, id, canonical) => {
    expect(seoLinks({ origin, pathname, search, locale, def: def(id) }).canonical).toBe(canonical);
  });

  it('gives en, fr and x-default alternates with the kept query', () => {
    expect(
      seoLinks({ origin, pathname: '/fr/search', search: '?place=lyon&fbclid=z', locale: 'fr', def: def('search') })
        .alternates,
    ).toEqual([
      { hreflang: 'en', href: 'https://biclou.test/search?place=lyon' },
      { hreflang: 'fr', href: 'https://biclou.test/fr/search?place=lyon' },
      { hreflang: 'x-default', href: 'https://biclou.test/search?place=lyon' },
    ]);
  });

  it('keeps private, test-locale and error pages out of the index', () => {
    expect(
      seoLinks({ origin, pathname: '/dashboard/trips', search: '', locale: 'en', def: def('dashboard-trips') }),
    ).toMatchObject({ robots: 'noindex', alternates: [] });
    expect(
      seoLinks({
        origin,
        pathname: '/admin/seo/page-templates',
        search: '',
        locale: 'en',
        def: def('admin-page-templates'),
      }).robots,
    ).toBe('noindex');
    expect(seoLinks({ origin, pathname: '/test/search', search: '', locale: 'test', def: def('search') }).robots).toBe(
      'noindex',
    );
    expect(
      seoLinks({ origin, pathname: '/listing/x', search: '', locale: 'en', def: def('listing'), error: true }),
    ).toEqual({ canonical: null, alternates: [], robots: 'noindex' });
    expect(
      seoLinks({ origin, pathname: '/place/lyon', search: '', locale: 'en', def: def('place') }).robots,
    ).toBeNull();
  });
});

describe('sitemap content pages', () => {
  it('are the content pages of the route table (test pages excepted), the landing, search, the help centre, the size guide, the contract, the blog and contact', async () => {
    const { INDEXED_STATIC_PATHS } = await import('@biclou/domain/seo-urls');
    const content = ROUTES.filter((r) => r.file === 'routes/content/content.tsx' && !r.id.startsWith('test')).map(
      (r) => `/${r.path}`,
    );
    expect([...INDEXED_STATIC_PATHS].sort()).toEqual(
      ['/', '/search', '/help', '/size-guide', '/rental-contract', '/contact', '/blog', ...content].sort(),
    );
  });
});
