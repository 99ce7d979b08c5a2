import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { breadcrumbLd, decimalAmount, jsonLdHtml, organizationLd, productLd } from './json-ld';

describe('jsonLdHtml', () => {
  it('cannot be closed by a title containing </script>', () => {
    const html = jsonLdHtml(
      productLd({
        name: 'Evil </script><script>alert(1)</script>',
        description: '<!-- & -->',
        url: 'https://b.test/listing/1',
        pricePerDayCents: 1500,
        currency: 'EUR',
        available: true,
      }),
    );
    expect(html).not.toContain('</script');
    expect(html).not.toContain('<');
    expect(html).not.toContain('<!--');
    expect(JSON.parse(html).name).toBe('Evil </script><script>alert(1)</script>');
  });

  it('is always the same JSON and never contains < > & or line separators', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const html = jsonLdHtml({ name: text });
        expect(html).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(html)).toEqual({ name: text });
      }),
    );
  });
});

describe('structured data', () => {
  it('a listing is a Product with a per-day Offer', () => {
    const ld = productLd({
      name: 'Gazelle Ultimate',
      description: 'An e-bike',
      url: 'https://b.test/listing/1',
      image: 'https://b.test/_img/x',
      brand: 'Gazelle',
      category: 'City bike',
      pricePerDayCents: 1550,
      currency: 'EUR',
      available: true,
    });
    expect(ld).toMatchObject({
      '@type': 'Product',
      brand: { '@type': 'Brand', name: 'Gazelle' },
      image: ['https://b.test/_img/x'],
      offers: {
        '@type': 'Offer',
        price: '15.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        priceSpecification: { unitCode: 'DAY' },
      },
    });
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1500, '15.00'],
    [123456, '1234.56'],
  ])('decimalAmount(%i) = %s', (cents, text) => {
    expect(decimalAmount(cents)).toBe(text);
  });

  it('numbers breadcrumbs from 1; names the organisation', () => {
    expect(
      breadcrumbLd([
        { name: 'Rhône', url: 'u1' },
        { name: 'Lyon', url: 'u2' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Rhône', item: 'u1' },
      { '@type': 'ListItem', position: 2, name: 'Lyon', item: 'u2' },
    ]);
    expect(organizationLd('https://b.test')).toMatchObject({
      '@type': 'Organization',
      name: 'Biclou',
      url: 'https://b.test/',
    });
  });
});

describe('listingJsonLd', () => {
  it('gives the Product and the trail Biclou › category › listing in the page language', async () => {
    const { listingJsonLd } = await import('./listing-seo');
    const [product, trail] = listingJsonLd(
      {
        id: 'abc',
        title: 'Gazelle Ultimate',
        brand: 'Gazelle',
        category: { slug: 'city', nameEn: 'City bike', nameFr: 'Vélo de ville' },
        pricePerDayCents: 1500,
        currency: 'EUR',
        live: true,
      },
      {
        origin: 'https://b.test',
        locale: 'fr',
        description: 'Un vélo',
        image: '/_img/w_1200,h_630,f_jpeg,q_80,fit_cover/listings/a/b.webp',
        homeName: 'Biclou',
      },
    );
    expect(product).toMatchObject({
      '@type': 'Product',
      url: 'https://b.test/fr/listing/abc',
      image: ['https://b.test/_img/w_1200,h_630,f_jpeg,q_80,fit_cover/listings/a/b.webp'],
      category: 'Vélo de ville',
      offers: { price: '15.00' },
    });
    expect(
      (trail as { itemListElement: { name: string; item: string }[] }).itemListElement.map((i) => [i.name, i.item]),
    ).toEqual([
      ['Biclou', 'https://b.test/fr'],
      ['Vélo de ville', 'https://b.test/fr/search?category=city'],
      ['Gazelle Ultimate', 'https://b.test/fr/listing/abc'],
    ]);
  });
});
