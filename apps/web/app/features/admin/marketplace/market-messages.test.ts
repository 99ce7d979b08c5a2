import { describe, expect, it } from 'vitest';
import { AdminCategoryRequestSchema } from '@biclou/contracts/admin-marketplace';
import { CATEGORY_NAME_MESSAGES as M } from '@biclou/domain/category-name';
import { createI18n } from '../../../lib/i18n/create-i18n';
import { validateForm } from '../../../lib/forms/validate';
import en from '../../../../public/app/lang/en.json';
import fr from '../../../../public/app/lang/fr.json';
import { marketMessageKey } from './market-messages';

const i18n = { en: createI18n('en', en), fr: createI18n('fr', fr) };
/** The sentence an admin reads for the API's (or the form's) message, in that language. */
function read(locale: 'en' | 'fr', message: string): string {
  const found = marketMessageKey(message);
  if (!found) throw new Error(`no key for ${message}`);
  return i18n[locale].t(found.key, found.values);
}

describe('category names: the messages an admin reads, in English and French', () => {
  it.each([
    [M.missing, 'Give a name.', 'Indiquez un nom.'],
    [M.short, 'The name must be at least 2 characters long.', 'Le nom doit compter au moins 2 caractères.'],
    [M.long, 'The name may not be longer than 40 characters.', 'Le nom ne peut pas dépasser 40 caractères.'],
    [
      M.control,
      'The name may not contain line breaks or tabs.',
      'Le nom ne peut contenir ni retour à la ligne ni tabulation.',
    ],
    [M.taken, 'Another category already has this name.', 'Une autre catégorie porte déjà ce nom.'],
    [
      M.subTaken,
      'Another sub-category of this category already has this name.',
      'Une autre sous-catégorie de cette catégorie porte déjà ce nom.',
    ],
  ])('%s', (message, english, french) => {
    expect(read('en', message)).toBe(english);
    expect(read('fr', message)).toBe(french);
  });

  // The admin form checks with the API's own schema before sending: the same messages, the same fields.
  it.each([
    ['one character', 'C', M.short],
    ['41 characters', 'x'.repeat(41), M.long],
    ['only spaces', '   ', M.missing],
    ['a line break', 'Vélo\nde ville', M.control],
  ])('the form refuses a French name with %s', (_case, nameFr, message) => {
    const result = validateForm(AdminCategoryRequestSchema, { slug: 'cargo-e', nameEn: 'E-cargo', nameFr, icon: null });
    expect(result).toEqual({ ok: false, fields: { nameFr: [message] } });
  });
});
