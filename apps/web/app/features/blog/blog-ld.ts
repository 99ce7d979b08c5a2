import type { ContentPage } from '@biclou/contracts/content';

/** Words of a post's HTML, for its reading time (about 200 words a minute, at least 1). */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** Article JSON-LD (schema.org BlogPosting) of a post: headline, dates, author, image, language. */
export function articleLd(post: ContentPage, url: string, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: post.title,
    description: post.description,
    inLanguage: post.locale,
    datePublished: post.published,
    dateModified: post.updated,
    ...(post.cover ? { image: [`${origin}${post.cover}`] } : {}),
    author: post.author ? { '@type': 'Person', name: post.author } : { '@type': 'Organization', name: 'Biclou' },
    publisher: {
      '@type': 'Organization',
      name: 'Biclou',
      logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
    },
    keywords: post.tags.join(', '),
  };
}
