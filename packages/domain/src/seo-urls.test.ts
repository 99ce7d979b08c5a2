import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalQuery, hreflangAlternates, localizedPath } from './seo-urls';

describe('canonicalQuery', () => {
  it.each([
    ['?place=lyon&utm_source=x&foo=1', ['place'], '?place=lyon'],
    ['?utm_source=x&fbclid=y', ['place'], ''],
    ['?start=2026-07-01&place=lyon&gclid=z', ['place', 'start'], '?place=lyon&start=2026-07-01'],
    ['?place=&page=2', ['place', 'page'], '?page=2'],
    ['?place=lyon', [], ''],
    ['', ['place'], ''],
    ['?place=saint-%C3%A9tienne', ['place'], '?place=saint-%C3%A9tienne'],
  ])('%s keeping %j → %j', (search, whitelist, expected) => {
    expect(canonicalQuery(search, whitelist)).toBe(expected);
  });

  it('never keeps a parameter outside the whitelist', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 8 })), (params) => {
        const kept = new URLSearchParams(canonicalQuery(new URLSearchParams(params).toString(), ['place', 'page']));
        for (const key of kept.keys()) expect(['place', 'page']).toContain(key);
      }),
    );
  });
});

describe('localizedPath and alternates', () => {
  it.each([
    ['/place/lyon', 'en', '/place/lyon'],
    ['/place/lyon', 'fr', '/fr/place/lyon'],
    ['/', 'fr', '/fr'],
    ['/', 'en', '/'],
    ['search', 'fr', '/fr/search'],
  ] as const)('%s in %s → %s', (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
  });

  it('gives en, fr and an English x-default', () => {
    expect(hreflangAlternates('https://biclou.test/', '/search', '?place=lyon')).toEqual([
      { hreflang: 'en', href: 'https://biclou.test/search?place=lyon' },
      { hreflang: 'fr', href: 'https://biclou.test/fr/search?place=lyon' },
      { hreflang: 'x-default', href: 'https://biclou.test/search?place=lyon' },
    ]);
  });
});
