import { describe, expect, it } from 'vitest';
import { landingAfterLogin, OWNER_REQUESTS_PATH } from './landing';
import { returnToFrom, withReturnTo } from './return-link';

const REQUEST = '/listing/3f2b8c1e-9a4d-4e2b-8f00-1c2d3e4f5a6b/request?start=2026-12-01&end=2026-12-03';

describe('return link', () => {
  it('keeps a page of this site through the links between register, verify and login', () => {
    const register = withReturnTo('/auth/register', REQUEST);
    const params = new URL(register, 'http://x').searchParams;
    expect(returnToFrom(params)).toBe(REQUEST);
    expect(withReturnTo('/auth/login', returnToFrom(params))).toBe(
      `/auth/login?redirect=${encodeURIComponent(REQUEST)}`,
    );
  });

  it.each(['//evil.example/', 'https://evil.example/', '/\\evil.example', 'listing/x', ''])('drops %j', (redirect) => {
    expect(returnToFrom(new URLSearchParams({ redirect }))).toBeNull();
    expect(withReturnTo('/auth/register', returnToFrom(new URLSearchParams({ redirect })))).toBe('/auth/register');
  });
});

describe('landing after login', () => {
  it('sends an owner with requests waiting to them, everyone else to their trips', () => {
    expect(landingAfterLogin(1)).toBe(OWNER_REQUESTS_PATH);
    expect(landingAfterLogin(3)).toBe('/dashboard/bookings?status=requested');
    expect(landingAfterLogin(0)).toBe('/dashboard/trips');
  });
});
