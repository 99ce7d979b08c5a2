import { describe, expect, it } from 'vitest';
import { languageName } from './language-names';

describe('languageName', () => {
  it('names languages in the page locale', () => {
    expect(languageName('de', 'en')).toBe('German');
    expect(languageName('de', 'fr')).toBe('Allemand');
    expect(languageName('lb', 'en')).toBe('Luxembourgish');
  });
});
