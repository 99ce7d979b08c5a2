import { describe, expect, it } from 'vitest';
import { parseThemePreference, resolveTheme } from './theme';

describe('theme', () => {
  it('lets route metadata force the mode', () => {
    expect(resolveTheme('dark', 'light')).toBe('dark');
    expect(resolveTheme(undefined, 'light')).toBe('light');
    expect(resolveTheme(undefined, 'system')).toBeNull();
  });

  it('falls back to system for unknown values', () => {
    expect(parseThemePreference('dark')).toBe('dark');
    expect(parseThemePreference('purple')).toBe('system');
    expect(parseThemePreference(null)).toBe('system');
  });
});
