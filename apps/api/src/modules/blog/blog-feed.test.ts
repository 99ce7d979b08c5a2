import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { listContent } from '../content';
import { atomFeed } from './atom-feed';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { PUBLIC_URL: 'https://biclou.example' });
});
afterAll(() => t.close());

/** Element names opened and closed in order: a well-formedness check for the feed's simple XML. */
function assertBalanced(xml: string) {
  const stack: string[] = [];
  for (const m of xml.replace(/<\?xml[^>]*\?>/, '').matchAll(/<(\/?)([a-z:]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
}

const entries = (xml: string) => [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((m) => m[1]!);

describe('the blog Atom feeds', () => {
  it.each([
    ['/blog/feed.xml', 'en', 'https://biclou.example/blog'],
    ['/fr/blog/feed.xml', 'fr', 'https://biclou.example/fr/blog'],
  ] as const)('%s is an Atom feed of every %s post, newest first', async (url, locale, blog) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"')).toBe(
      true,
    );
    expect(xml).toContain(`xml:lang="${locale}"`);
    expect(xml).toContain(`<id>${blog}</id>`);
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${blog}/feed.xml"/>`);
    assertBalanced(xml);

    const first = listContent({ collection: 'blog', locale, page: 1 });
    expect(first.total).toBeGreaterThanOrEqual(6);
    const items = entries(xml);
    expect(items).toHaveLength(first.total);
    // RFC 4287: every entry has an id, a title, an updated date and (the feed has no author for it) an author.
    for (const entry of items) {
      expect(entry).toMatch(new RegExp(`<id>${blog}/[a-z0-9-]+</id>`));
      expect(entry).toMatch(/<title>[^<]{3,}<\/title>/);
      expect(entry).toMatch(/<published>\d{4}-\d{2}-\d{2}T00:00:00Z<\/published>/);
      expect(entry).toMatch(/<updated>\d{4}-\d{2}-\d{2}T00:00:00Z<\/updated>/);
      expect(entry).toMatch(/<author><name>[^<]+<\/name><\/author>/);
      expect(entry).toMatch(/<summary>[^<]{20,}<\/summary>/);
    }
    // Newest published first; each entry's dates are its post's front matter; the feed's own
    // `updated` is the latest change of any post (not the newest post's publication).
    const published = items.map((e) => /<published>([^<]+)</.exec(e)![1]!);
    const updated = items.map((e) => /<updated>([^<]+)</.exec(e)![1]!);
    expect([...published].sort().reverse()).toEqual(published);
    items.forEach((_, i) => {
      expect(published[i]! <= updated[i]!).toBe(true);
    });
    const all = listContent({ collection: 'blog', locale, page: 1 });
    const byUrl = new Map(all.items.map((p) => [`${blog}/${p.slug.replace(/^blog\//, '')}`, p]));
    for (const entry of items) {
      const post = byUrl.get(/<id>([^<]+)</.exec(entry)![1]!);
      if (!post) continue; // past the first page of the list
      expect(entry).toContain(`<published>${post.published}T00:00:00Z</published>`);
      expect(entry).toContain(`<updated>${post.updated}T00:00:00Z</updated>`);
    }
    expect(published.some((p, i) => p !== updated[i])).toBe(true);
    expect(xml).toContain(`<updated>${[...updated].sort().at(-1)}</updated>\n  <author>`);
    // The newest post is the first entry, with its own title in the feed's language.
    expect(items[0]).toContain(
      `<title>${first.items[0]!.title.replace(/&/g, '&amp;').replace(/'/g, '&apos;')}</title>`,
    );
  });

  it('escapes what could break the XML', () => {
    const xml = atomFeed('https://b.example', 'en', [
      {
        slug: 'blog/x',
        locale: 'en',
        fallback: false,
        title: 'Locks & <chains>',
        description: 'Say "hello" to the owner\'s bike & more.',
        published: '2026-01-01',
        updated: '2026-01-02',
        author: null,
        cover: null,
        tags: ['a&b'],
      },
    ]);
    expect(xml).toContain('<title>Locks &amp; &lt;chains&gt;</title>');
    expect(xml).toContain('<summary>Say &quot;hello&quot; to the owner&apos;s bike &amp; more.</summary>');
    expect(xml).toContain('<category term="a&amp;b"/>');
    expect(xml).toContain('<author><name>Biclou</name></author>');
    assertBalanced(xml);
  });

  it('lists every post in the sitemap, in both locales', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const posts = listContent({ collection: 'blog', locale: 'en', page: 1 }).items;
    for (const post of posts) {
      expect(res.body).toContain(`<loc>https://biclou.example/${post.slug}</loc>`);
      expect(res.body).toContain(`<loc>https://biclou.example/fr/${post.slug}</loc>`);
    }
    expect(res.body).toContain('<loc>https://biclou.example/contact</loc>');
  });
});
