import { describe, expect, it } from 'vitest';
import { LOCALE_PAGE_EMPTY_MESSAGE } from '@biclou/contracts/seo';
import { SEO_MESSAGES } from '@biclou/domain/seo-template';
import en from '../../../../public/app/lang/en.json';
import fr from '../../../../public/app/lang/fr.json';
import { seoMessageKey } from './seo-messages';

const at = (catalogue: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
/** The key's text, or its plural form for 2 when it is a plural family. */
const lookup = (catalogue: unknown, key: string) => at(catalogue, key) ?? at(catalogue, `${key}_other`);

describe('seoMessageKey', () => {
  it.each([
    [SEO_MESSAGES.unknownPlaceholder('city'), 'admin-seo.errors.unknown-placeholder', { name: '{city}' }],
    [SEO_MESSAGES.strayBrace, 'admin-seo.errors.stray-brace', undefined],
    [SEO_MESSAGES.required('h1'), 'admin-seo.errors.required', undefined],
    [SEO_MESSAGES.required('body'), 'admin-seo.errors.required', undefined],
    [SEO_MESSAGES.tooLong('title'), 'admin-seo.errors.too-long', { count: 120 }],
    [LOCALE_PAGE_EMPTY_MESSAGE, 'admin-seo.errors.at-least-one', undefined],
    ['This place already has a page in this language.', 'admin-seo.errors.duplicate-page', undefined],
    [
      'A template for this kind of place and language already exists.',
      'admin-seo.errors.duplicate-template',
      undefined,
    ],
  ])('%s → %s', (message, key, values) => {
    expect(seoMessageKey(message)).toEqual(values ? { key, values } : { key });
    expect(typeof lookup(en, key)).toBe('string');
    expect(typeof lookup(fr, key)).toBe('string');
  });

  it('leaves other messages to the server catalogue', () => {
    expect(seoMessageKey('Something went wrong')).toBeNull();
  });
});
