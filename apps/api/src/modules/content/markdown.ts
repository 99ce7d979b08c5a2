import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeSlug from 'rehype-slug';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { visit } from 'unist-util-visit';
import { toString as hastText } from 'hast-util-to-string';
import type { Root as MdRoot } from 'mdast';
import type { Element, Root as HastRoot, RootContent } from 'hast';
import type { ContentLocale } from '@biclou/contracts/content';
import { localizedPath } from '@biclou/domain/seo-urls';
import { remarkComponents, type ComponentContext } from './components';

export interface RenderedMarkdown {
  html: string;
  toc: { id: string; text: string; depth: number }[];
  /** The visible text (word counts, search). */
  text: string;
}

/** What the sanitiser lets through: GitHub's rules plus our components' tags and classes. */
const schema: SanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: '',
  tagNames: [...(defaultSchema.tagNames ?? []), 'aside', 'figure', 'figcaption', 'section', 'caption'],
  attributes: {
    ...defaultSchema.attributes,
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'className', 'id', 'role'],
    // GitHub's schema limits some tags' classes to its own; ours are trusted, written by the components.
    a: ['href', 'rel', 'className'],
    ul: ['className'],
    li: ['className'],
    code: ['className'],
    img: [...(defaultSchema.attributes?.img ?? []), 'loading', 'decoding', 'width', 'height'],
    details: ['open', 'id'],
    th: [...(defaultSchema.attributes?.th ?? []), 'scope'],
  },
};

/**
 * Site links are written unprefixed in the markdown (`/help/rental-process`); the reader gets them
 * in their own language (`/fr/help/rental-process`). Other sites' links open with `rel=noopener`.
 */
function rehypeLinks(locale: ContentLocale) {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a') return;
      const href = String(node.properties.href ?? '');
      if (href.startsWith('/') && !href.startsWith('//') && !/\.[a-z0-9]{2,4}$/i.test(href.split(/[?#]/)[0]!))
        node.properties.href = localizedPath(href, locale);
      else if (/^https?:/.test(href)) node.properties.rel = ['noopener', 'noreferrer'];
    });
  };
}

function rehypeToc(out: RenderedMarkdown['toc']) {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      if ((node.tagName === 'h2' || node.tagName === 'h3') && typeof node.properties.id === 'string')
        out.push({ id: node.properties.id, text: hastText(node), depth: Number(node.tagName[1]) });
    });
  };
}

/** Elements whose text stands apart from its neighbours' (a list item's end is a word's end). */
const BLOCKS = new Set(
  'p h1 h2 h3 h4 h5 h6 li ul ol dt dd dl table caption thead tbody tfoot tr th td section aside figure figcaption details summary blockquote pre div br hr'.split(
    ' ',
  ),
);

/**
 * The visible text with a space between blocks: components write their tables and lists without
 * the newlines markdown leaves between blocks, and "included" + "less than" must not read "includedless".
 */
function visibleText(tree: HastRoot): string {
  const parts: string[] = [];
  const walk = (node: HastRoot | RootContent) => {
    if (node.type === 'text') parts.push(node.value);
    else if (node.type === 'root' || node.type === 'element') {
      const block = node.type === 'element' && BLOCKS.has(node.tagName);
      if (block) parts.push(' ');
      for (const child of node.children) walk(child);
      if (block) parts.push(' ');
    }
  };
  walk(tree);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The markdown → sanitised HTML pipeline (unified: remark → rehype), components included. */
export async function renderMarkdown(markdown: string, ctx: ComponentContext): Promise<RenderedMarkdown> {
  const toc: RenderedMarkdown['toc'] = [];
  let text = '';
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkComponents, ctx)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(rehypeSanitize, schema)
    .use(rehypeLinks, ctx.locale)
    .use(rehypeToc, toc)
    .use(() => (tree: HastRoot) => {
      text = visibleText(tree);
    })
    .use(rehypeStringify);
  const file = await processor.process(markdown);
  return { html: String(file), toc, text };
}

/** Parses without rendering (the content test reads links and directives from the tree). */
export function parseMarkdown(markdown: string): MdRoot {
  return unified().use(remarkParse).use(remarkGfm).use(remarkDirective).parse(markdown);
}
