import { describe, expect, it } from 'vitest';
import { readCookie, serializePreferenceCookie } from './cookies';

describe('cookies', () => {
  it('reads a named cookie', () => {
    expect(readCookie('a=1; biclou_theme=dark; b=2', 'biclou_theme')).toBe('dark');
    expect(readCookie('xbiclou_theme=dark', 'biclou_theme')).toBeNull();
    expect(readCookie(null, 'x')).toBeNull();
  });

  it('writes a preference cookie for the whole site', () => {
    expect(serializePreferenceCookie('biclou_theme', 'light', 10)).toBe(
      'biclou_theme=light; Path=/; Max-Age=10; SameSite=Lax',
    );
  });
});
