import type { DbOrTx } from './client';
import { bookingSettings, countries } from './schema';
import { seedCatalog } from './seed-catalog';
import { readFileSync } from 'node:fs';
import { seedPlaces } from './places-load';
import type { PlaceSeed } from './places-data';
import { seedPageTemplates } from './seed-seo';

const COUNTRIES = [
  { code: 'FR', nameEn: 'France', nameFr: 'France', dialCode: '+33', currency: 'EUR', vatRateBp: 2000 },
  { code: 'CH', nameEn: 'Switzerland', nameFr: 'Suisse', dialCode: '+41', currency: 'EUR', vatRateBp: 810 },
  { code: 'BE', nameEn: 'Belgium', nameFr: 'Belgique', dialCode: '+32', currency: 'EUR', vatRateBp: 2100 },
  { code: 'LU', nameEn: 'Luxembourg', nameFr: 'Luxembourg', dialCode: '+352', currency: 'EUR', vatRateBp: 1700 },
] as const;

/** Cancellation options from decisions.md ("Cancellation and refunds"); the admin edits them later. */
const DEFAULT_CANCELATION_OPTIONS = {
  no_notice: { delayDays: 0, refundBeforeDelayPct: 100, refundAfterDelayPct: 0 },
  short_notice: { delayDays: 3, refundBeforeDelayPct: 70, refundAfterDelayPct: 0 },
  medium_notice: { delayDays: 10, refundBeforeDelayPct: 70, refundAfterDelayPct: 0 },
  strict: { delayDays: 30, refundBeforeDelayPct: 100, refundAfterDelayPct: 0 },
} as const;

/**
 * Reference data every database needs (idempotent): the four countries, the booking settings,
 * categories and sizes, and the places (skipped when the loaded place data is current). Tests set
 * BICLOU_PLACES_SAMPLE_FILE (scripts/test-global-setup.ts) to load a sample of the places.
 */
export async function seedReference(db: DbOrTx) {
  await db
    .insert(countries)
    .values([...COUNTRIES])
    .onConflictDoNothing();
  await db
    .insert(bookingSettings)
    .values({ id: 1, cancelationOptions: DEFAULT_CANCELATION_OPTIONS })
    .onConflictDoNothing();
  await seedCatalog(db);
  await seedPageTemplates(db);
  const sampleFile = process.env.BICLOU_PLACES_SAMPLE_FILE;
  await seedPlaces(
    db,
    sampleFile ? { seeds: { name: 'sample', seeds: JSON.parse(readFileSync(sampleFile, 'utf8')) as PlaceSeed[] } } : {},
  );
}
