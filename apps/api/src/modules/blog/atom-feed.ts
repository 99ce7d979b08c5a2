import type { ContentLocale, ContentSummary } from '@biclou/contracts/content';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const instant = (day: string) => `${day}T00:00:00Z`;

const FEED_TEXT: Record<ContentLocale, { title: string; subtitle: string }> = {
  en: { title: 'Biclou blog', subtitle: 'Bike care, city guides, safety and hosting tips from the Biclou community.' },
  fr: {
    title: 'Le blog Biclou',
    subtitle: 'Entretien, guides de villes, sécurité et conseils d’hôte de la communauté Biclou.',
  },
};

/**
 * An Atom 1.0 feed (RFC 4287) of the blog in one locale: the feed's id and alternate link are the
 * blog's page, each entry's its post. Each entry carries its `published` day and its `updated` day
 * (the last change); the feed's `updated` is the latest change of any post.
 */
export function atomFeed(origin: string, locale: ContentLocale, posts: ContentSummary[]): string {
  const prefix = locale === 'fr' ? '/fr' : '';
  const blog = `${origin}${prefix}/blog`;
  const newest =
    posts
      .map((p) => p.updated)
      .sort()
      .at(-1) ?? '2026-01-01';
  const entries = posts.map((p) => {
    const url = `${origin}${prefix}/${p.slug}`;
    return [
      '  <entry>',
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(p.title)}</title>`,
      `    <link rel="alternate" type="text/html" hreflang="${p.locale}" href="${escapeXml(url)}"/>`,
      `    <published>${instant(p.published)}</published>`,
      `    <updated>${instant(p.updated)}</updated>`,
      `    <author><name>${escapeXml(p.author ?? 'Biclou')}</name></author>`,
      `    <summary>${escapeXml(p.description)}</summary>`,
      ...p.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  <id>${escapeXml(blog)}</id>`,
    `  <title>${escapeXml(FEED_TEXT[locale].title)}</title>`,
    `  <subtitle>${escapeXml(FEED_TEXT[locale].subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${blog}/feed.xml`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(blog)}"/>`,
    `  <updated>${instant(newest)}</updated>`,
    '  <author><name>Biclou</name></author>',
    `  <icon>${escapeXml(`${origin}/favicon.svg`)}</icon>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
