import { describe, expect, it } from 'vitest';
import { visit } from 'unist-util-visit';
import { CONTENT_LOCALES } from '@biclou/contracts/content';
import { DEFAULT_SETTINGS } from '../../test/content-settings';
import { FrontMatterSchema, loadContentStore } from './content-store';
import { COMPONENT_NAMES } from './components';
import { parseMarkdown } from './markdown';
import { PLACEHOLDER_NAMES, placeholdersIn } from './placeholders';
import { getContentPage } from './render-content';
import { HELP_TOPICS_DIR, questionsOf } from './help-centre';

/**
 * The content lint: every file under content/ has a valid front matter (loading the
 * store checks it), exists in both locales, uses only known placeholders and components, and
 * links only to pages that exist.
 */
const store = loadContentStore();
const slugs = (locale: 'en' | 'fr') => [...store[locale].keys()].sort();
const files = CONTENT_LOCALES.flatMap((l) => [...store[l].values()]);

/** Site paths the app serves besides content files (route-table pages without a markdown file). */
const APP_PATHS = [
  /^\/$/,
  /^\/search$/,
  /^\/listing\/create$/,
  /^\/auth\/(login|register|forgot)$/,
  /^\/account$/,
  /^\/dashboard(\/[a-z-]+)?$/,
  /^\/messages$/,
  /^\/place\/[a-z0-9-]+$/,
  /^\/(blog|contact|size-guide|rental-contract)$/,
  /^\/guides\/[a-z0-9-]+$/,
];

describe('content files', () => {
  it('has pages', () => {
    expect(store.en.size).toBeGreaterThan(5);
  });

  it('writes every page in English and in French', () => {
    expect(slugs('fr')).toEqual(slugs('en'));
  });

  it('uses only known placeholders', () => {
    const known = new Set(PLACEHOLDER_NAMES());
    const unknown = files.flatMap((f) =>
      placeholdersIn(f.body)
        .filter((p) => !known.has(p))
        .map((p) => `${f.file}: {{${p}}}`),
    );
    expect(unknown).toEqual([]);
  });

  it('uses only known components', () => {
    const bad: string[] = [];
    for (const f of files)
      visit(parseMarkdown(f.body), (node) => {
        if (
          (node.type === 'containerDirective' || node.type === 'leafDirective') &&
          !(COMPONENT_NAMES as readonly string[]).includes((node as { name: string }).name)
        )
          bad.push(`${f.file}: ${(node as { name: string }).name}`);
      });
    expect(bad).toEqual([]);
  });

  it('gives each help question the same slug in both locales, each slug once', () => {
    const questionSlugs = (locale: 'en' | 'fr') =>
      [...store[locale].values()]
        .filter((f) => f.slug.startsWith(`${HELP_TOPICS_DIR}/`))
        .flatMap((f) => questionsOf(f.body).map((q) => q.slug))
        .sort();
    const en = questionSlugs('en');
    expect(questionSlugs('fr')).toEqual(en);
    expect(new Set(en).size).toBe(en.length);
    // A question's URL is /help/<slug>: it must not take a help page's own path.
    for (const slug of en) expect(store.en.has(`help/${slug}`)).toBe(false);
  });

  it('links only to pages that exist', () => {
    const questionSlugs = new Set(
      [...store.en.values()]
        .filter((f) => f.slug.startsWith(`${HELP_TOPICS_DIR}/`))
        .flatMap((f) => questionsOf(f.body).map((q) => q.slug)),
    );
    const exists = (path: string) => {
      const clean = path.split(/[?#]/)[0]!.replace(/\/$/, '') || '/';
      if (APP_PATHS.some((re) => re.test(clean))) return true;
      if (store.en.has(clean.slice(1))) return true;
      const help = /^\/help\/([a-z0-9-]+)$/.exec(clean);
      return Boolean(help && questionSlugs.has(help[1]!));
    };
    const broken: string[] = [];
    for (const f of files) {
      const links: string[] = [];
      visit(parseMarkdown(f.body), (node) => {
        if (node.type === 'link') links.push(node.url);
        if (node.type === 'leafDirective' && node.name === 'cta') links.push(node.attributes?.to ?? '');
      });
      for (const url of links)
        if (url.startsWith('/') && !url.startsWith('//') && !/\.[a-z0-9]{2,4}$/i.test(url) && !exists(url))
          broken.push(`${f.file}: ${url}`);
    }
    expect(broken).toEqual([]);
  });

  it('writes at least 30 help questions', () => {
    const count = [...store.en.values()]
      .filter((f) => f.slug.startsWith(`${HELP_TOPICS_DIR}/`))
      .reduce((n, f) => n + questionsOf(f.body).length, 0);
    expect(count).toBeGreaterThanOrEqual(30);
  });

  it('gives every page at least 150 words of real text, without lorem ipsum or translation keys', async () => {
    const short: string[] = [];
    for (const locale of CONTENT_LOCALES)
      for (const slug of slugs(locale)) {
        // The blog index is the blog's own page (i15-blog-contact); its posts are checked like any page.
        if (slug === 'blog' || slug.startsWith(`${HELP_TOPICS_DIR}/`)) continue;
        const page = await getContentPage(DEFAULT_SETTINGS, slug, locale, store);
        const text = page!.html.replace(/<[^>]+>/g, ' ');
        const words = text.split(/\s+/).filter((w) => /\p{L}{2,}/u.test(w)).length;
        if (words < 150) short.push(`${locale}/${slug}: ${words} words`);
        expect(text, `${locale}/${slug}`).not.toMatch(
          /lorem|ipsum|\b[a-z]+(?:-[a-z]+)*\.[a-z]+(?:-[a-z]+)*\.[a-z-]+\b/i,
        );
      }
    expect(short).toEqual([]);
  });

  it('renders every page in both locales', async () => {
    for (const locale of CONTENT_LOCALES)
      for (const slug of slugs(locale)) {
        const page = await getContentPage(DEFAULT_SETTINGS, slug, locale, store);
        expect(page, slug).not.toBeNull();
        expect(page!.html, `${locale}/${slug}`).not.toMatch(/\{\{|\}\}/);
      }
  });

  it('dates every blog post: published on or before updated, the same days in both locales', () => {
    const posts = slugs('en').filter((s) => s.startsWith('blog/'));
    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const slug of posts) {
      const en = store.en.get(slug)!.meta;
      const fr = store.fr.get(slug)!.meta;
      expect(en.published, slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(en.published! <= en.updated, slug).toBe(true);
      expect([fr.published, fr.updated], slug).toEqual([en.published, en.updated]);
    }
    // Some posts changed after they went out, so the pages show both dates.
    expect(posts.some((s) => store.en.get(s)!.meta.published !== store.en.get(s)!.meta.updated)).toBe(true);
  });

  it.each([
    [{ published: '2026-05-01', updated: '2026-06-01' }, true],
    [{ published: '2026-06-01', updated: '2026-06-01' }, true],
    [{ updated: '2026-06-01' }, true],
    [{ published: '2026-07-01', updated: '2026-06-01' }, false],
    [{ published: '1 May 2026', updated: '2026-06-01' }, false],
  ])('front matter dates %j are valid: %s', (dates, valid) => {
    const meta = { title: 'A title', description: 'A description long enough.', ...dates };
    expect(FrontMatterSchema.safeParse(meta).success).toBe(valid);
  });
});
