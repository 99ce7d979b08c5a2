import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { z } from 'zod';
import { CONTENT_LOCALES, CONTENT_SLUG_PATTERN, type ContentLocale } from '@biclou/contracts/content';

/** `content/` at the repository root: `content/<locale>/<slug>.md`. */
const CONTENT_DIR = fileURLToPath(new URL('../../../../../content/', import.meta.url));

const isoDate = z
  .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
  .transform((d) => (typeof d === 'string' ? d : d.toISOString().slice(0, 10)));

/** The front matter every page carries (YAML between `---` lines). */
export const FrontMatterSchema = z
  .object({
    title: z.string().trim().min(3).max(120),
    description: z.string().trim().min(20).max(300),
    /** The day the page first went out (blog posts carry it; other pages may); never after `updated`. */
    published: isoDate.optional(),
    /** The day of the last change. */
    updated: isoDate,
    author: z.string().trim().min(2).optional(),
    cover: z.string().startsWith('/').optional(),
    order: z.number().int().optional(),
    tags: z.array(z.string().trim().min(2)).optional(),
    draft: z.boolean().optional(),
    /** false keeps a page out of the sitemap (the test pages). */
    sitemap: z.boolean().optional(),
  })
  .strict()
  .refine((m) => !m.published || m.published <= m.updated, {
    path: ['published'],
    message: 'must not be after updated',
  });
export type FrontMatter = z.output<typeof FrontMatterSchema>;

export interface ContentFile {
  slug: string;
  locale: ContentLocale;
  /** Path relative to content/ (for messages). */
  file: string;
  meta: FrontMatter;
  /** The markdown after the front matter. */
  body: string;
}

export type ContentStore = Record<ContentLocale, Map<string, ContentFile>>;

function markdownFiles(dir: string): string[] {
  let out: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  for (const name of names.sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out = out.concat(markdownFiles(path));
    else if (name.endsWith('.md')) out.push(path);
  }
  return out;
}

/** Reads every file; a bad front matter or slug throws naming the file (the content test runs this). */
export function loadContentStore(dir = CONTENT_DIR): ContentStore {
  const store = Object.fromEntries(CONTENT_LOCALES.map((l) => [l, new Map()])) as ContentStore;
  for (const locale of CONTENT_LOCALES) {
    const root = join(dir, locale);
    for (const path of markdownFiles(root)) {
      const slug = relative(root, path).split(sep).join('/').replace(/\.md$/, '');
      const file = `${locale}/${slug}.md`;
      if (!CONTENT_SLUG_PATTERN.test(slug)) throw new Error(`${file}: the file name must be lower-case-with-hyphens`);
      const parsed = matter(readFileSync(path, 'utf8'));
      const meta = FrontMatterSchema.safeParse(parsed.data);
      if (!meta.success)
        throw new Error(
          `${file}: front matter: ${meta.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
        );
      store[locale].set(slug, { slug, locale, file, meta: meta.data, body: parsed.content });
    }
  }
  return store;
}

let cached: ContentStore | null = null;

/** The files, read once per process (they ship with the code). */
export function contentStore(): ContentStore {
  cached ??= loadContentStore();
  return cached;
}

/** The page in the asked locale, else in English with `fallback` set; null when it exists in neither. */
export function findContent(
  store: ContentStore,
  slug: string,
  locale: ContentLocale,
): { file: ContentFile; fallback: boolean } | null {
  const own = store[locale].get(slug);
  if (own && !own.meta.draft) return { file: own, fallback: false };
  const en = store.en.get(slug);
  if (en && !en.meta.draft) return { file: en, fallback: locale !== 'en' };
  return null;
}

export const alternatesOf = (store: ContentStore, slug: string): ContentLocale[] =>
  CONTENT_LOCALES.filter((l) => {
    const f = store[l].get(slug);
    return f && !f.meta.draft;
  });
