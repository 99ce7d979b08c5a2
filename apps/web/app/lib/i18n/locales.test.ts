import { describe, expect, it } from 'vitest';
import { localeFromPath, prefixFromPath, stripLocale, switchLocalePath, withPrefix } from './locales';

describe('locale paths', () => {
  it('reads the prefix only from a real locale segment', () => {
    expect(prefixFromPath('/fr/account')).toBe('fr');
    expect(prefixFromPath('/test/search')).toBe('test');
    expect(prefixFromPath('/member/fr')).toBe('');
    expect(prefixFromPath('/french')).toBe('');
    expect(localeFromPath('/')).toBe('en');
    expect(localeFromPath('/en/search')).toBe('en');
  });

  it('reads `/test` as the English test page, not the test locale (which shows keys)', () => {
    expect(prefixFromPath('/test')).toBe('');
    expect(localeFromPath('/test')).toBe('en');
    expect(localeFromPath('/test/')).toBe('en');
    expect(localeFromPath('/test/test')).toBe('test');
    expect(localeFromPath('/fr/test')).toBe('fr');
    expect(stripLocale('/test')).toBe('/test');
    expect(switchLocalePath('/test', 'fr')).toBe('/fr/test');
    expect(switchLocalePath('/fr/test', 'en')).toBe('/test');
  });

  it('strips and adds prefixes', () => {
    expect(stripLocale('/fr/account')).toBe('/account');
    expect(stripLocale('/fr')).toBe('/');
    expect(stripLocale('/account')).toBe('/account');
    expect(withPrefix('fr', '/')).toBe('/fr');
    expect(withPrefix('fr', '/auth/login?redirect=%2F')).toBe('/fr/auth/login?redirect=%2F');
    expect(withPrefix('', '/account')).toBe('/account');
  });

  it('switches the locale of a path, keeping the query', () => {
    expect(switchLocalePath('/account?tab=1', 'fr')).toBe('/fr/account?tab=1');
    expect(switchLocalePath('/fr/account', 'en')).toBe('/account');
    expect(switchLocalePath('/en/search', 'test')).toBe('/test/search');
    expect(switchLocalePath('/fr', 'en')).toBe('/');
  });
});
