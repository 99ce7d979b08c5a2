import type { ContainerDirective } from 'mdast-util-directive';
import type { Paragraph } from 'mdast';
import { toString as mdText } from 'mdast-util-to-string';
import type {
  ContentLocale,
  HelpCentreResponse,
  HelpQuestionResponse,
  HelpSearchHit,
  HelpTopic,
} from '@biclou/contracts/content';
import { contentStore, findContent, type ContentFile, type ContentStore } from './content-store';
import { parseMarkdown } from './markdown';
import { fillPlaceholders, placeholderValues, type PlaceholderSettings } from './placeholders';
import { getContentPage, renderCached } from './render-content';

/** Topic files: `content/<locale>/help-topics/<topic>.md`, each a list of `:::q[Question]{#slug}` blocks. */
export const HELP_TOPICS_DIR = 'help-topics';

interface SourceQuestion {
  slug: string;
  question: string;
  /** The answer's markdown (placeholders filled). */
  markdown: string;
}

/** The questions of a topic file, in order: each `:::q[label]{#slug}` at the top level. */
export function questionsOf(markdown: string): SourceQuestion[] {
  const tree = parseMarkdown(markdown);
  const out: SourceQuestion[] = [];
  for (const node of tree.children) {
    if (node.type !== 'containerDirective' || (node as ContainerDirective).name !== 'q') continue;
    const d = node as ContainerDirective;
    const [label, ...body] = d.children;
    const isLabel = (label?.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
    const slug = d.attributes?.id;
    if (!isLabel || !slug || body.length === 0)
      throw new Error(`A help question needs :::q[Question]{#slug} and an answer (near "${mdText(d).slice(0, 40)}")`);
    const start = body[0]!.position!.start.offset!;
    const end = body[body.length - 1]!.position!.end.offset!;
    out.push({ slug, question: mdText(label as Paragraph).trim(), markdown: markdown.slice(start, end) });
  }
  return out;
}

const topicSlugs = (store: ContentStore) => [...store.en.keys()].filter((s) => s.startsWith(`${HELP_TOPICS_DIR}/`));

interface BuiltQuestion {
  slug: string;
  question: string;
  html: string;
  text: string;
  topic: string;
}

interface BuiltTopic {
  slug: string;
  title: string;
  description: string;
  order: number;
  fallback: boolean;
  updated: string;
  questions: BuiltQuestion[];
}

async function buildTopic(file: ContentFile, fallback: boolean, settings: PlaceholderSettings): Promise<BuiltTopic> {
  const filled = fillPlaceholders(file.body, placeholderValues(settings, file.locale), file.locale);
  const slug = file.slug.slice(HELP_TOPICS_DIR.length + 1);
  const questions = await Promise.all(
    questionsOf(filled).map(async (q) => {
      const out = await renderCached(`${file.file}#${q.slug}`, q.markdown, file.locale, settings);
      return { slug: q.slug, question: q.question, html: out.html, text: out.text, topic: slug };
    }),
  );
  return {
    slug,
    title: file.meta.title,
    description: file.meta.description,
    order: file.meta.order ?? 0,
    fallback,
    updated: file.meta.updated,
    questions,
  };
}

/** Every topic in the locale (English for an untranslated one), in `order`. */
export async function helpTopics(
  settings: PlaceholderSettings,
  locale: ContentLocale,
  store: ContentStore = contentStore(),
): Promise<BuiltTopic[]> {
  const topics = await Promise.all(
    topicSlugs(store).map((slug) => {
      const found = findContent(store, slug, locale)!;
      return buildTopic(found.file, found.fallback, settings);
    }),
  );
  return topics.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

// ---- Search ------------------------------------------------------------------------------------

/** Lower case without accents, one character for one (so positions map back to the text). */
function foldChar(c: string): string {
  return (c.normalize('NFD')[0] ?? c).toLowerCase();
}
const fold = (text: string) => [...text].map(foldChar).join('');

const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from how i if in is it my of on or the to what when where who why will with you your ' +
    'au aux avec ce ces comment dans de des du elle en est et il je la le les leur ma mais me mes mon ne nous ou par pas pour qu que qui quoi quand sa se ses si son sur ta te tes ton tu un une vos votre vous y est-ce'
  ).split(' '),
);

const words = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function queryTokens(query: string): string[] {
  return [...new Set(words(query).filter((w) => w.length > 1 && !STOP_WORDS.has(w)))];
}

/** "annulation" finds "annuler", "refund" finds "refunded": a shared start of most of the shorter word. */
function wordMatches(token: string, word: string): boolean {
  if (word.startsWith(token)) return true;
  const shorter = Math.min(token.length, word.length);
  const need = Math.max(5, shorter - 3);
  if (shorter < need) return false;
  return token.slice(0, need) === word.slice(0, need);
}

/**
 * About `width` characters of `text` around the first word starting like `token`, cut between words
 * (never inside one), with "…" where the text goes on.
 */
export function excerptAround(text: string, token: string, width = 180): string {
  const folded = fold(text);
  const at = Math.max(0, folded.search(new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(token.slice(0, 4))}`, 'u')));
  let start = Math.max(0, at - 40);
  // Back to the start of the word the cut fell in.
  while (start > 0 && !/\s/.test(text[start - 1]!)) start -= 1;
  let end = Math.min(text.length, start + width);
  if (end < text.length) {
    const lastSpace = text.slice(start, end + 1).search(/\s\S*$/);
    if (lastSpace > 0) end = start + lastSpace;
  }
  const cut = text.slice(start, end).trim();
  return `${start > 0 ? '…' : ''}${cut}${end < text.length ? '…' : ''}`;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Questions whose question or answer holds every word of the query (accents and case ignored, common
 * words skipped), the question's own words counting most; when no question holds them all, those
 * holding the most of them.
 */
export function searchQuestions(topics: BuiltTopic[], query: string): HelpSearchHit[] {
  const tokens = queryTokens(query);
  if (!tokens.length) return [];
  const scored = topics.flatMap((topic) =>
    topic.questions.map((q) => {
      const qWords = words(q.question);
      const aWords = words(q.text);
      let matched = 0;
      let score = 0;
      let first: string | null = null;
      for (const token of tokens) {
        const inQuestion = qWords.some((w) => wordMatches(token, w));
        const inAnswer = aWords.some((w) => wordMatches(token, w));
        if (inQuestion || inAnswer) {
          matched += 1;
          score += (inQuestion ? 3 : 0) + (inAnswer ? 1 : 0);
          first ??= token;
        }
      }
      return { q, topic, matched, score, first };
    }),
  );
  const all = scored.filter((s) => s.matched === tokens.length);
  const hits = (all.length ? all : scored.filter((s) => s.matched > 0)).sort(
    (a, b) => b.matched - a.matched || b.score - a.score,
  );
  return hits.slice(0, 20).map(({ q, topic, first }) => ({
    slug: q.slug,
    question: q.question,
    topic: topic.title,
    excerpt: excerptAround(q.text, first ?? tokens[0]!),
  }));
}

// ---- Answers -----------------------------------------------------------------------------------

const publicTopic = (t: BuiltTopic): HelpTopic => ({
  slug: t.slug,
  title: t.title,
  description: t.description,
  questions: t.questions.map(({ slug, question, html, topic }) => ({ slug, question, html, topic })),
});

export async function getHelpCentre(
  settings: PlaceholderSettings,
  locale: ContentLocale,
  q: string | undefined,
  store: ContentStore = contentStore(),
): Promise<HelpCentreResponse | null> {
  const page = await getContentPage(settings, 'help', locale, store);
  if (!page) return null;
  const topics = await helpTopics(settings, locale, store);
  const query = q?.trim() ?? '';
  return {
    page,
    topics: topics.map(publicTopic),
    search: query ? { query, hits: searchQuestions(topics, query) } : null,
  };
}

export async function getHelpQuestion(
  settings: PlaceholderSettings,
  slug: string,
  locale: ContentLocale,
  store: ContentStore = contentStore(),
): Promise<HelpQuestionResponse | null> {
  const topics = await helpTopics(settings, locale, store);
  for (const topic of topics) {
    const question = topic.questions.find((q) => q.slug === slug);
    if (!question) continue;
    return {
      locale: topic.fallback ? 'en' : locale,
      fallback: topic.fallback,
      question: { slug: question.slug, question: question.question, html: question.html, topic: topic.slug },
      topic: { slug: topic.slug, title: topic.title },
      related: topic.questions
        .filter((q) => q !== question)
        .map(({ slug: s, question: text }) => ({ slug: s, question: text })),
      updated: topic.updated,
    };
  }
  return null;
}

/** Every question slug (the same in every locale), for the sitemap. */
export function helpQuestionSlugs(store: ContentStore = contentStore()): string[] {
  return topicSlugs(store).flatMap((slug) => questionsOf(store.en.get(slug)!.body).map((q) => q.slug));
}
