import { contentStore, type ContentStore } from './content-store';
import { HELP_TOPICS_DIR, helpQuestionSlugs } from './help-centre';

/**
 * The site paths of the content pages, for the sitemap: each file's slug is its path (`terms` →
 * `/terms`, `blog/x` → `/blog/x`), less drafts, the help topic files (their questions are listed one by one
 * as `/help/<question>`) and pages marked `sitemap: false`.
 */
export function contentSitemapPaths(store: ContentStore = contentStore()): string[] {
  const pages = [...store.en.values()]
    .filter((f) => !f.meta.draft && f.meta.sitemap !== false && !f.slug.startsWith(`${HELP_TOPICS_DIR}/`))
    .map((f) => `/${f.slug}`);
  return [...pages, ...helpQuestionSlugs(store).map((slug) => `/help/${slug}`)];
}
