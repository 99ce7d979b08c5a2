import type { ContentListResponse, ContentLocale } from '@biclou/contracts/content';
import { contentStore, findContent, type ContentStore } from './content-store';
import { summaryOf } from './render-content';

const CONTENT_PAGE_SIZE = 9;

/**
 * The pages of a collection (the files under `content/<locale>/<collection>/`), newest first by
 * publication day (then by slug), in the asked locale with English fallback for untranslated ones.
 */
export function listContent(
  query: { collection: string; locale: ContentLocale; tag?: string; page: number },
  store: ContentStore = contentStore(),
): ContentListResponse {
  const prefix = `${query.collection}/`;
  const slugs = new Set(
    [...store.en.keys(), ...store[query.locale].keys()].filter(
      (s) => s.startsWith(prefix) && !s.slice(prefix.length).includes('/'),
    ),
  );
  const all = [...slugs]
    .map((slug) => findContent(store, slug, query.locale))
    .filter((f) => f !== null)
    .map((f) => summaryOf(f.file, f.fallback))
    .sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));
  const counts = new Map<string, number>();
  for (const item of all) for (const tag of item.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const tagged = query.tag ? all.filter((i) => i.tags.includes(query.tag!)) : all;
  const pages = Math.max(1, Math.ceil(tagged.length / CONTENT_PAGE_SIZE));
  return {
    items: tagged.slice((query.page - 1) * CONTENT_PAGE_SIZE, query.page * CONTENT_PAGE_SIZE),
    page: query.page,
    pages,
    total: tagged.length,
    tags: [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag, count]) => ({ tag, count })),
  };
}
