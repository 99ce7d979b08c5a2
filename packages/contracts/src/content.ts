import { z } from './zod';

/**
 * Content pages authored in markdown (content/<locale>/<slug>.md): terms, help centre, blog…
 * The API renders them on the server; the web shows the HTML as it comes.
 */
export const CONTENT_LOCALES = ['en', 'fr'] as const;
export const ContentLocaleSchema = z.enum(CONTENT_LOCALES, { message: 'Choose English or French.' });
export type ContentLocale = z.infer<typeof ContentLocaleSchema>;

/** A content path: lower-case words separated by hyphens, folders by slashes (`help/rental-process`). */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export const ContentQuerySchema = z.object({ locale: ContentLocaleSchema.default('en') });

const ContentTocEntrySchema = z.object({ id: z.string(), text: z.string(), depth: z.number().int() });

export const ContentPageSchema = z.object({
  slug: z.string(),
  /** The locale of the text shown; `fallback` when the asked locale has no translation (English shown). */
  locale: ContentLocaleSchema,
  fallback: z.boolean(),
  title: z.string(),
  description: z.string(),
  /** ISO date (YYYY-MM-DD) the page first went out (its `updated` date when the front matter has none). */
  published: z.string(),
  /** ISO date (YYYY-MM-DD) of the last change. */
  updated: z.string(),
  author: z.string().nullable(),
  cover: z.string().nullable(),
  tags: z.array(z.string()),
  /** Sanitised HTML rendered from the markdown, placeholders filled from the live booking settings. */
  html: z.string(),
  toc: z.array(ContentTocEntrySchema),
  /** The locales this page is written in. */
  alternates: z.array(ContentLocaleSchema),
});
export type ContentPage = z.infer<typeof ContentPageSchema>;

export const ContentListQuerySchema = z.object({
  collection: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'Unknown collection.')
    .max(60),
  locale: ContentLocaleSchema.default('en'),
  tag: z.string().max(60).optional(),
  page: z.coerce.number({ message: 'The page must be a number.' }).int().min(1).max(1000).default(1),
});

export const ContentSummarySchema = ContentPageSchema.pick({
  slug: true,
  locale: true,
  fallback: true,
  title: true,
  description: true,
  published: true,
  updated: true,
  author: true,
  cover: true,
  tags: true,
});
export type ContentSummary = z.infer<typeof ContentSummarySchema>;

export const ContentListResponseSchema = z.object({
  items: z.array(ContentSummarySchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  /** Every tag of the collection in this locale, most used first. */
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type ContentListResponse = z.infer<typeof ContentListResponseSchema>;

// ---- Help centre -------------------------------------------------------------------------------

export const HelpQuerySchema = z.object({
  locale: ContentLocaleSchema.default('en'),
  q: z.string().trim().max(100, 'The search is too long (100 characters at most).').optional(),
});

export const HelpQuestionSchema = z.object({
  slug: z.string(),
  question: z.string(),
  /** The answer as sanitised HTML. */
  html: z.string(),
  topic: z.string(),
});
export type HelpQuestion = z.infer<typeof HelpQuestionSchema>;

export const HelpTopicSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  questions: z.array(HelpQuestionSchema),
});
export type HelpTopic = z.infer<typeof HelpTopicSchema>;

export const HelpSearchHitSchema = z.object({
  slug: z.string(),
  question: z.string(),
  topic: z.string(),
  /** Plain text around the first match of the answer. */
  excerpt: z.string(),
});
export type HelpSearchHit = z.infer<typeof HelpSearchHitSchema>;

export const HelpCentreResponseSchema = z.object({
  page: ContentPageSchema,
  topics: z.array(HelpTopicSchema),
  /** Present when `q` was given (also when nothing matched: an empty list). */
  search: z.object({ query: z.string(), hits: z.array(HelpSearchHitSchema) }).nullable(),
});
export type HelpCentreResponse = z.infer<typeof HelpCentreResponseSchema>;

export const HelpQuestionParamsSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Unknown question.')
    .max(120),
});

export const HelpQuestionResponseSchema = z.object({
  locale: ContentLocaleSchema,
  fallback: z.boolean(),
  question: HelpQuestionSchema,
  topic: HelpTopicSchema.pick({ slug: true, title: true }),
  /** The other questions of the same topic. */
  related: z.array(HelpQuestionSchema.pick({ slug: true, question: true })),
  updated: z.string(),
});
export type HelpQuestionResponse = z.infer<typeof HelpQuestionResponseSchema>;
