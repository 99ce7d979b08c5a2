import { z } from './zod';
import {
  patternError,
  SEO_FIELDS,
  SEO_LOCALES,
  SEO_MAX_LENGTH,
  SEO_MESSAGES,
  SEO_PAGE_KINDS,
  type SeoField,
} from '@biclou/domain/seo-template';
import { PublicListingSummarySchema } from './listings';
import { PlaceRefSchema, PlaceSlugSchema, PlaceSummarySchema, PlaceDetailSchema } from './places';

/**
 * Place pages and their admin (decisions "Places and SEO"): page templates per place kind and
 * locale, locale pages overriding them for one place, and the rendered page.
 */
const SeoLocaleSchema = z.enum(SEO_LOCALES, { message: 'Choose English or French.' });
const SeoPageKindSchema = z.enum(SEO_PAGE_KINDS, { message: 'Choose city, department or region.' });

const checked = (field: SeoField) => (s: z.ZodString) =>
  s.max(SEO_MAX_LENGTH[field], SEO_MESSAGES.tooLong(field)).superRefine((value, ctx) => {
    const problem = patternError(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A required pattern (templates). */
const pattern = (field: SeoField) =>
  checked(field)(
    z
      .string({ message: SEO_MESSAGES.required(field) })
      .trim()
      .min(1, SEO_MESSAGES.required(field)),
  );
/** An optional override (locale pages): '' or null means "use the template". */
const override = (field: SeoField) =>
  checked(field)(z.string().trim())
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const SeoPatternsSchema = z.object({
  title: pattern('title'),
  description: pattern('description'),
  h1: pattern('h1'),
  body: pattern('body'),
});

// ---- Page templates ------------------------------------------------------------------------------
export const PageTemplateRequestSchema = SeoPatternsSchema.extend({ kind: SeoPageKindSchema, locale: SeoLocaleSchema });

export const PageTemplateSchema = z.object({
  id: z.uuid(),
  kind: SeoPageKindSchema,
  locale: SeoLocaleSchema,
  title: z.string(),
  description: z.string(),
  h1: z.string(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PageTemplate = z.infer<typeof PageTemplateSchema>;
export const PageTemplateResponseSchema = z.object({ template: PageTemplateSchema });
export const PageTemplatesResponseSchema = z.object({ templates: z.array(PageTemplateSchema) });
export const PageTemplateParamsSchema = z.object({ pageTemplateId: z.uuid({ message: 'Not found' }) });

// ---- Locale pages --------------------------------------------------------------------------------
const OverridesSchema = z.object({
  title: override('title'),
  description: override('description'),
  h1: override('h1'),
  body: override('body'),
});
const atLeastOne = (v: z.output<typeof OverridesSchema>) => SEO_FIELDS.some((f) => v[f]);
export const LOCALE_PAGE_EMPTY_MESSAGE = 'Write at least one of the title, description, H1 or body.';

const PlaceSlugInputSchema = z
  .string({ message: 'Choose a place from the list.' })
  .trim()
  .min(1, 'Choose a place from the list.')
  .max(120, 'Choose a place from the list.');

export const LocalePageRequestSchema = OverridesSchema.extend({
  placeSlug: PlaceSlugInputSchema,
  locale: SeoLocaleSchema,
}).refine(atLeastOne, { message: LOCALE_PAGE_EMPTY_MESSAGE, path: ['h1'] });

export const LocalePageSchema = z.object({
  id: z.uuid(),
  place: PlaceRefSchema.extend({ country: z.string() }),
  locale: SeoLocaleSchema,
  title: z.string().nullable(),
  description: z.string().nullable(),
  h1: z.string().nullable(),
  body: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LocalePage = z.infer<typeof LocalePageSchema>;
export const LocalePageResponseSchema = z.object({ localePage: LocalePageSchema });
export const LocalePagesResponseSchema = z.object({ localePages: z.array(LocalePageSchema) });
export const LocalePageParamsSchema = z.object({ localePageId: z.uuid({ message: 'Not found' }) });
export const LocalePageListQuerySchema = z.object({
  place: PlaceSlugSchema.optional(),
  locale: SeoLocaleSchema.optional(),
});

// ---- Preview ------------------------------------------------------------------------------------
/** A draft template rendered for a sample place, nothing saved. */
export const PageTemplatePreviewRequestSchema = SeoPatternsSchema.extend({
  placeSlug: PlaceSlugInputSchema,
  locale: SeoLocaleSchema,
});
/** A draft locale page overlaid on the saved template of its place's kind, nothing saved. */
export const LocalePagePreviewRequestSchema = OverridesSchema.extend({
  placeSlug: PlaceSlugInputSchema,
  locale: SeoLocaleSchema,
});

export const RenderedSeoSchema = z.object({
  title: z.string(),
  description: z.string(),
  h1: z.string(),
  /** Markdown-lite text (paragraphs, `## ` headings, `- ` items): shown as text, never as HTML. */
  body: z.string(),
  listingCount: z.number().int(),
  minPriceCents: z.number().int().nullable(),
  currency: z.string(),
  /** Where each field came from. */
  source: z.object({ templateId: z.uuid().nullable(), localePageId: z.uuid().nullable() }),
});
export type RenderedSeo = z.infer<typeof RenderedSeoSchema>;
export const PreviewResponseSchema = z.object({ preview: RenderedSeoSchema });

// ---- The public place page ----------------------------------------------------------------------
export const PlacePageQuerySchema = z.object({ locale: SeoLocaleSchema.default('en') });
export const PlacePageParamsSchema = z.object({ slug: PlaceSlugSchema });

export const PlacePageSchema = z.object({
  place: PlaceDetailSchema,
  locale: SeoLocaleSchema,
  seo: RenderedSeoSchema,
  /** Live listings near the place, nearest first (at most 12); public points only. */
  listings: z.array(PublicListingSummarySchema),
  nearby: z.array(PlaceSummarySchema),
  popular: z.object({
    cities: z.array(PlaceSummarySchema),
    departments: z.array(PlaceSummarySchema),
    regions: z.array(PlaceSummarySchema),
  }),
  /** From the country down to the place (region, department…). */
  breadcrumbs: z.array(PlaceRefSchema),
});
export type PlacePage = z.infer<typeof PlacePageSchema>;
export const PlacePageResponseSchema = z.object({ page: PlacePageSchema });

/** Place-page listings shown at most. */
export const PLACE_PAGE_LISTINGS = 12;
