import { inArray } from 'drizzle-orm';
import { places } from '@biclou/db/schema';
import type { TestApp } from './build-test-app';

const SLUGS = ['auvergne-rhone-alpes', 'rhone', 'lyon', 'villeurbanne', 'grenoble'] as const;

/**
 * The places SEO tests use, from the sample every test database loads (scripts/test-global-setup.ts):
 * Auvergne-Rhône-Alpes › Rhône › Lyon and Villeurbanne, and Grenoble. Ids by slug.
 */
export async function seedTestPlaces(t: TestApp): Promise<Record<(typeof SLUGS)[number], number>> {
  const rows = await t.deps.db
    .select({ id: places.id, slug: places.slug })
    .from(places)
    .where(inArray(places.slug, [...SLUGS]));
  const ids = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
  for (const slug of SLUGS) if (!ids[slug]) throw new Error(`the test place sample lacks ${slug}`);
  return ids as Record<(typeof SLUGS)[number], number>;
}
