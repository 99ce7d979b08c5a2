/**
 * The name of a category or sub-category in one language: what owners pick from in the listing
 * wizard and renters filter by. A one-letter or invisible name there reads as a broken page.
 */
export const CATEGORY_NAME_MIN = 2;
export const CATEGORY_NAME_MAX = 40;

export const CATEGORY_NAME_MESSAGES = {
  missing: 'Give a name.',
  short: `The name must be at least ${CATEGORY_NAME_MIN} characters long.`,
  long: `The name may not be longer than ${CATEGORY_NAME_MAX} characters.`,
  control: 'The name may not contain control characters (line breaks, tabs).',
  taken: 'Another category already has this name.',
  subTaken: 'Another sub-category of this category already has this name.',
} as const;

/** C0 and C1 controls (tab, line feed, escape…): a name is one line of visible text. */
const CONTROL = /\p{Cc}/u;

/**
 * What is wrong with an already trimmed name, or null. Length is in characters as a person counts
 * them (code points: an emoji is one), so `categoryNameProblem('Ox')` is null and
 * `categoryNameProblem('C')` is the "at least 2 characters" message.
 */
export function categoryNameProblem(name: string): string | null {
  if (name.length === 0) return CATEGORY_NAME_MESSAGES.missing;
  if (CONTROL.test(name)) return CATEGORY_NAME_MESSAGES.control;
  const length = [...name].length;
  if (length < CATEGORY_NAME_MIN) return CATEGORY_NAME_MESSAGES.short;
  if (length > CATEGORY_NAME_MAX) return CATEGORY_NAME_MESSAGES.long;
  return null;
}

const collapse = (name: string) => name.trim().replace(/\s+/gu, ' ');

/**
 * Whether two names read as the same one in a list: case, accents and runs of spaces do not tell
 * them apart ("Vélo cargo" = "VELO  CARGO"), so a renter never sees two entries that look alike.
 */
export function sameCategoryName(a: string, b: string): boolean {
  return collapse(a).localeCompare(collapse(b), 'fr', { sensitivity: 'base' }) === 0;
}
