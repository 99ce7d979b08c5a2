/**
 * Place-page templates (decisions "Places and SEO"): title, description, H1 and body patterns
 * with `{place}`, `{count}` and `{min_price}`. Pure: validation, rendering and the body's
 * markdown-lite blocks. Nothing here produces HTML; the page renders blocks as React text.
 */
import { formatMoney, formatNumber } from './formats';

export const SEO_LOCALES = ['en', 'fr'] as const;
export type SeoLocale = (typeof SEO_LOCALES)[number];

/** Template kinds: one template per kind and locale. */
export const SEO_PAGE_KINDS = ['city', 'department', 'region'] as const;
export type SeoPageKind = (typeof SEO_PAGE_KINDS)[number];

export const SEO_PLACEHOLDERS = ['place', 'count', 'min_price'] as const;
type SeoPlaceholder = (typeof SEO_PLACEHOLDERS)[number];

export const SEO_FIELDS = ['title', 'description', 'h1', 'body'] as const;
export type SeoField = (typeof SEO_FIELDS)[number];

/** Longest pattern per field (characters, before rendering). */
export const SEO_MAX_LENGTH: Record<SeoField, number> = { title: 120, description: 320, h1: 120, body: 10_000 };

export const SEO_MESSAGES = {
  unknownPlaceholder: (name: string) => `Unknown placeholder {${name}}: use {place}, {count} or {min_price}.`,
  strayBrace: 'Braces are only for placeholders: {place}, {count} or {min_price}.',
  required: (field: SeoField) => `The ${field === 'h1' ? 'H1' : field} is required.`,
  tooLong: (field: SeoField) =>
    `The ${field === 'h1' ? 'H1' : field} may not be longer than ${SEO_MAX_LENGTH[field]} characters.`,
} as const;

/**
 * The template used by each kind of place: Swiss cantons and Belgian provinces read like French
 * departments, a country like a region. `templateKindOf('canton')` → 'department'.
 */
export function templateKindOf(placeKind: string): SeoPageKind {
  switch (placeKind) {
    case 'city':
      return 'city';
    case 'department':
    case 'canton':
    case 'province':
      return 'department';
    default:
      return 'region';
  }
}

const TOKEN = /\{([^{}]*)\}/g;

/**
 * Why a pattern is unusable, or null when it is fine. Braces serve placeholders only, so a
 * rendered valid pattern never shows a `{`. `patternError('Bikes in {city}')` → 'Unknown placeholder {city}: …'.
 */
export function patternError(pattern: string): string | null {
  for (const match of pattern.matchAll(TOKEN)) {
    const name = match[1]!;
    if (!(SEO_PLACEHOLDERS as readonly string[]).includes(name)) return SEO_MESSAGES.unknownPlaceholder(name);
  }
  if (/[{}]/.test(pattern.replace(TOKEN, ''))) return SEO_MESSAGES.strayBrace;
  return null;
}

/** The placeholders a pattern uses, in order of first use. */
export function placeholdersOf(pattern: string): SeoPlaceholder[] {
  const seen = new Set<SeoPlaceholder>();
  for (const match of pattern.matchAll(TOKEN)) {
    const name = match[1] as SeoPlaceholder;
    if ((SEO_PLACEHOLDERS as readonly string[]).includes(name)) seen.add(name);
  }
  return [...seen];
}

export interface SeoValues {
  /** The place's display name ("Lyon"). */
  place: string;
  /** Live listings near the place. */
  count: number;
  /** Lowest price per day of those listings, in cents; null when there are none. */
  minPriceCents: number | null;
  currency: string;
  locale: SeoLocale;
}

/** `formatMinPrice(1500, 'EUR', 'fr')` → "15 €", `(1550, 'EUR', 'en')` → "€15.50"; null → "–". */
export function formatMinPrice(cents: number | null, currency: string, locale: SeoLocale): string {
  if (cents === null) return '–';
  return formatMoney(cents, currency, locale, { trimZeroCents: true });
}

/**
 * Fills the placeholders in one pass, so a place name that itself contains `{count}` stays as
 * typed. `renderPattern('Bikes in {place}: {count}', { place: 'Lyon', count: 1234, … locale: 'fr' })`
 * → "Bikes in Lyon: 1 234". Unknown tokens are left out (validation refuses them before saving).
 */
export function renderPattern(pattern: string, values: SeoValues): string {
  return fillPattern(pattern, placeholderValues(values));
}

function placeholderValues(values: SeoValues): Record<SeoPlaceholder, string> {
  return {
    place: values.place,
    count: formatNumber(values.count, values.locale),
    min_price: formatMinPrice(values.minPriceCents, values.currency, values.locale),
  };
}

const fillPattern = (pattern: string, filled: Record<SeoPlaceholder, string>) =>
  pattern.replace(TOKEN, (_, name: string) => filled[name as SeoPlaceholder] ?? '');

export type SeoPatterns = Record<SeoField, string>;
export type SeoOverrides = Partial<Record<SeoField, string | null>>;

/** The locale page wins field by field; an empty or missing override keeps the template's pattern. */
export function overlayPatterns(template: SeoPatterns, override: SeoOverrides | null | undefined): SeoPatterns {
  const pick = (field: SeoField) => {
    const own = override?.[field];
    return own && own.trim() ? own : template[field];
  };
  return { title: pick('title'), description: pick('description'), h1: pick('h1'), body: pick('body') };
}

export function renderPatterns(patterns: SeoPatterns, values: SeoValues): SeoPatterns {
  // The values once for the four fields.
  const filled = placeholderValues(values);
  return {
    title: fillPattern(patterns.title, filled).trim(),
    description: fillPattern(patterns.description, filled).trim(),
    h1: fillPattern(patterns.h1, filled).trim(),
    body: fillPattern(patterns.body, filled).trim(),
  };
}

export type BodyBlock = { type: 'p'; text: string } | { type: 'h2'; text: string } | { type: 'ul'; items: string[] };

/**
 * The body's markdown-lite: blank lines separate paragraphs, `## ` starts a heading and `- `
 * list items. Everything else is text (no HTML, no links): the page shows it as typed.
 */
export function parseBody(body: string): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ type: 'p', text: paragraph.join(' ') });
      if (list.length) blocks.push({ type: 'ul', items: list });
      paragraph = [];
      list = [];
    };
    for (const line of lines) {
      if (line.startsWith('## ')) {
        flush();
        const text = line.slice(3).trim();
        if (text) blocks.push({ type: 'h2', text });
      } else if (/^[-*] /.test(line)) {
        if (paragraph.length) flush();
        const item = line.slice(2).trim();
        if (item) list.push(item);
      } else {
        if (list.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}
