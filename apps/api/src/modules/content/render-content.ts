import type { ContentLocale, ContentPage, ContentSummary } from '@biclou/contracts/content';
import { alternatesOf, contentStore, findContent, type ContentFile, type ContentStore } from './content-store';
import { renderMarkdown, type RenderedMarkdown } from './markdown';
import { fillPlaceholders, placeholderValues, type PlaceholderSettings } from './placeholders';

/**
 * Rendered pages, per file and per settings: a settings change (an admin edits a fee) is a new key,
 * so pages show the new figure at once; the map is cleared when it grows past a few hundred entries.
 */
const rendered = new Map<string, Promise<RenderedMarkdown>>();
const MAX_RENDERED = 500;

const settingsKey = (s: PlaceholderSettings) =>
  JSON.stringify([
    s.serviceFeeRateBp,
    s.commissionRateBp,
    s.creditDelayDays,
    s.requestExpiryHours,
    s.maxOpenRequests,
    s.maxBookingDays,
    s.maxAdvanceMonths,
    s.cancelationOptions,
  ]);

/** A markdown text of `file` rendered for `locale` (the locale of the text) with the live settings. */
export function renderCached(
  key: string,
  markdown: string,
  locale: ContentLocale,
  settings: PlaceholderSettings,
): Promise<RenderedMarkdown> {
  const full = `${key}|${locale}|${settingsKey(settings)}`;
  let hit = rendered.get(full);
  if (!hit) {
    if (rendered.size >= MAX_RENDERED) rendered.clear();
    hit = renderMarkdown(fillPlaceholders(markdown, placeholderValues(settings, locale), locale), { locale, settings });
    hit.catch(() => rendered.delete(full));
    rendered.set(full, hit);
  }
  return hit;
}

export function summaryOf(file: ContentFile, fallback: boolean): ContentSummary {
  return {
    slug: file.slug,
    locale: file.locale,
    fallback,
    title: file.meta.title,
    description: file.meta.description,
    published: file.meta.published ?? file.meta.updated,
    updated: file.meta.updated,
    author: file.meta.author ?? null,
    cover: file.meta.cover ?? null,
    tags: file.meta.tags ?? [],
  };
}

/** One page, rendered; null when no file has that slug (the route answers 404). */
export async function getContentPage(
  settings: PlaceholderSettings,
  slug: string,
  locale: ContentLocale,
  store: ContentStore = contentStore(),
): Promise<ContentPage | null> {
  const found = findContent(store, slug, locale);
  if (!found) return null;
  const { file, fallback } = found;
  const out = await renderCached(file.file, file.body, file.locale, settings);
  return { ...summaryOf(file, fallback), html: out.html, toc: out.toc, alternates: alternatesOf(store, slug) };
}
