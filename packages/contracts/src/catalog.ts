import { z } from './zod';
import { CountryCodeSchema } from './account';

/** GET /categories — categories with their sub-categories, and the size scale (reference data in the database). */
const SubCategorySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  nameEn: z.string(),
  nameFr: z.string(),
  /** An icon name of CATEGORY_ICONS (admin-marketplace.ts), or null. */
  icon: z.string().nullable().optional(),
});
export const CategorySchema = SubCategorySchema.extend({ subCategories: z.array(SubCategorySchema) });
export const SizeSchema = z.object({
  code: z.string(),
  kind: z.enum(['frame', 'wheel']),
  labelEn: z.string(),
  labelFr: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;
export type Size = z.infer<typeof SizeSchema>;
export const CategoriesResponseSchema = z.object({ categories: z.array(CategorySchema), sizes: z.array(SizeSchema) });
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;

/** GET /geocode?q=&country= — offline place lookup (city or postal code) for the address step. */
export const GeocodeQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type a city or a postal code.').max(100),
  country: CountryCodeSchema.optional(),
});
export const PlaceSchema = z.object({
  name: z.string(),
  country: CountryCodeSchema,
  lat: z.number(),
  lng: z.number(),
  population: z.number().int(),
});
export type Place = z.infer<typeof PlaceSchema>;
export const GeocodeResponseSchema = z.object({ places: z.array(PlaceSchema) });
export type GeocodeResponse = z.infer<typeof GeocodeResponseSchema>;
