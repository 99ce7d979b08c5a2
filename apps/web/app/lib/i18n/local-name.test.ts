import { describe, expect, it } from 'vitest';
import { localDescription, localName } from './local-name';

describe('local names and descriptions', () => {
  it('picks the visitor language', () => {
    expect(localName({ nameEn: 'Road', nameFr: 'Route' }, 'fr')).toBe('Route');
    expect(localName({ nameEn: 'Road', nameFr: 'Route' }, 'test')).toBe('Road');
  });

  it('falls back to the other description', () => {
    expect(localDescription({ descriptionFr: 'Bonjour', descriptionEn: 'Hello' }, 'en')).toEqual({
      text: 'Hello',
      lang: 'en',
    });
    expect(localDescription({ descriptionFr: 'Bonjour', descriptionEn: '  ' }, 'en')).toEqual({
      text: 'Bonjour',
      lang: 'fr',
    });
    expect(localDescription({ descriptionFr: null, descriptionEn: null }, 'fr')).toEqual({ text: null, lang: 'en' });
  });
});
