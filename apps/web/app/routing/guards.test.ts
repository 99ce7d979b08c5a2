import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkGuards, safeRedirect } from './guards';

const user = { role: 'user' as const, emailVerified: true };
const admin = { role: 'admin' as const, emailVerified: true };

describe('route guards', () => {
  it('sends visitors to login with the page to come back to', () => {
    expect(checkGuards(['auth'], null, '', '/account?x=1')).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirect=%2Faccount%3Fx%3D1',
    });
    expect(checkGuards(['auth'], null, 'fr', '/fr/account')).toEqual({
      kind: 'redirect',
      to: '/fr/auth/login?redirect=%2Ffr%2Faccount',
    });
    expect(checkGuards(['auth'], user, '', '/account')).toBeNull();
  });

  it('sends logged-in people away from guest pages', () => {
    expect(checkGuards(['guest'], user, 'fr', '/fr/auth/login')).toEqual({
      kind: 'redirect',
      to: '/fr/dashboard/trips',
    });
    expect(checkGuards(['guest'], null, '', '/auth/login')).toBeNull();
  });

  it('sends a logged-in person on a guest page to its safe return link, if it has one', () => {
    const request = '/listing/3f2a/request?start=2027-01-11&end=2027-01-18';
    expect(checkGuards(['guest'], user, '', `/auth/login?redirect=${encodeURIComponent(request)}`)).toEqual({
      kind: 'redirect',
      to: request,
    });
    expect(checkGuards(['guest'], user, 'fr', '/fr/auth/register?redirect=%2F%2Fevil.example')).toEqual({
      kind: 'redirect',
      to: '/fr/dashboard/trips',
    });
    expect(checkGuards(['guest'], user, '', '/auth/login?redirect=https%3A%2F%2Fevil.example')).toEqual({
      kind: 'redirect',
      to: '/dashboard/trips',
    });
  });

  it('forbids the admin area to everyone but admins', () => {
    expect(checkGuards(['role-admin'], null, '', '/admin')).toEqual({ kind: 'forbidden' });
    expect(checkGuards(['role-admin'], user, '', '/admin')).toEqual({ kind: 'forbidden' });
    expect(checkGuards(['role-admin'], admin, '', '/admin')).toBeNull();
  });

  it('asks unverified members to verify their email', () => {
    expect(checkGuards(['verified'], { role: 'user', emailVerified: false }, '', '/x')).toEqual({
      kind: 'verify-email',
    });
    expect(checkGuards(['verified'], user, '', '/x')).toBeNull();
  });

  it('follows only same-site redirects', () => {
    expect(safeRedirect('/account', '/d')).toBe('/account');
    expect(safeRedirect('//evil.test', '/d')).toBe('/d');
    expect(safeRedirect('https://evil.test', '/d')).toBe('/d');
    expect(safeRedirect(null, '/d')).toBe('/d');
  });

  it.each([
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r/evil.example'],
    ['\t//evil.example'],
    ['/\u0000/evil.example'],
    ['/\u007f/evil.example'],
    ['/\\evil.example'],
    ['\\/evil.example'],
    ['/a\\b'],
    ['//evil.example'],
    ['///evil.example'],
    ['/%09/evil.example'],
    ['/%0a/evil.example'],
    ['/%5C/evil.example'],
    ['/%5c%5cevil.example'],
    ['/%2F/evil.example'],
    ['/%2f%2fevil.example'],
    ['/%E0%A4%A'],
    ['evil.example'],
    ['https://evil.example'],
    ['javascript:alert(1)'],
    [''],
  ])('refuses %j', (target) => {
    expect(safeRedirect(target, '/d')).toBe('/d');
  });

  it.each([
    ['/account'],
    ['/fr/dashboard/trips?tab=past#top'],
    ['/search?q=v%C3%A9lo%20cargo'],
    ['/listing/abc/steps'],
  ])('follows %j', (target) => {
    expect(safeRedirect(target, '/d')).toBe(target);
  });

  it('never leaves the site, whatever the text', () => {
    const origin = 'https://biclou.example';
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `/${s}`),
          fc.string().map((s) => `/${encodeURIComponent(s)}`),
        ),
        (target) => {
          const result = safeRedirect(target, '/d');
          expect(new URL(result, origin).origin).toBe(origin);
          expect(new URL(decodeURIComponent(result), origin).origin).toBe(origin);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
