import { describe, expect, it } from 'vitest';
import { checkGuards, safeRedirect } from './guards';

const user = { role: 'user' as const, emailVerified: true };
const admin = { role: 'admin' as const, emailVerified: true };

describe('route guards', () => {
  it('sends visitors to login with the page to come back to', () => {
    expect(checkGuards(['auth'], null, '', '/account?x=1')).toEqual({ kind: 'redirect', to: '/auth/login?redirect=%2Faccount%3Fx%3D1' });
    expect(checkGuards(['auth'], null, 'fr', '/fr/account')).toEqual({ kind: 'redirect', to: '/fr/auth/login?redirect=%2Ffr%2Faccount' });
    expect(checkGuards(['auth'], user, '', '/account')).toBeNull();
  });

  it('sends logged-in people away from guest pages', () => {
    expect(checkGuards(['guest'], user, 'fr', '/fr/auth/login')).toEqual({ kind: 'redirect', to: '/fr/dashboard/trips' });
    expect(checkGuards(['guest'], null, '', '/auth/login')).toBeNull();
  });

  it('forbids the admin area to everyone but admins', () => {
    expect(checkGuards(['role-admin'], null, '', '/admin')).toEqual({ kind: 'forbidden' });
    expect(checkGuards(['role-admin'], user, '', '/admin')).toEqual({ kind: 'forbidden' });
    expect(checkGuards(['role-admin'], admin, '', '/admin')).toBeNull();
  });

  it('asks unverified members to verify their email', () => {
    expect(checkGuards(['verified'], { role: 'user', emailVerified: false }, '', '/x')).toEqual({ kind: 'verify-email' });
    expect(checkGuards(['verified'], user, '', '/x')).toBeNull();
  });

  it('follows only same-site redirects', () => {
    expect(safeRedirect('/account', '/d')).toBe('/account');
    expect(safeRedirect('//evil.test', '/d')).toBe('/d');
    expect(safeRedirect('https://evil.test', '/d')).toBe('/d');
    expect(safeRedirect(null, '/d')).toBe('/d');
  });
});
