import { describe, expect, it } from 'vitest';
import { checkVerifyUrl, signVerifyUrl } from './verify-link';

const secret = 's'.repeat(32);
const userId = '0b7c2a4e-1f1d-4c1e-9a53-5d2a7f0c9e11';
const token = 'A'.repeat(43);
const expiresAt = new Date('2026-06-02T10:00:00Z');
const now = new Date('2026-06-01T10:00:00Z');

describe('verify links', () => {
  const url = signVerifyUrl(secret, userId, token, expiresAt);

  it('has the documented shape', () => {
    expect(url).toMatch(
      new RegExp(`^/api/v1/auth/verify/${userId}/${token}\\?expires=1780394400&signature=[0-9a-f]{64}$`),
    );
  });

  it('accepts its own link before expiry', () => {
    expect(checkVerifyUrl(secret, url, now)).toEqual({ ok: true, userId, token, expiresAt });
  });

  it.each([
    ['expired', url, new Date('2026-06-02T10:00:00Z'), 'expired'],
    ['another key', signVerifyUrl('t'.repeat(32), userId, token, expiresAt), now, 'signature'],
    ['a later expiry', url.replace('expires=1780394400', 'expires=1880394400'), now, 'signature'],
    ['another user', url.replace(userId, '1b7c2a4e-1f1d-4c1e-9a53-5d2a7f0c9e11'), now, 'signature'],
    [
      'a flipped signature digit',
      url.replace(/signature=(.)/, (_, c: string) => `signature=${c === '0' ? '1' : '0'}`),
      now,
      'signature',
    ],
    ['an absolute URL', `https://evil.example${url}`, now, 'shape'],
    ['an extra parameter', `${url}&x=1`, now, 'shape'],
    ['a path traversal', url.replace('/auth/verify/', '/auth/verify/../'), now, 'shape'],
    [
      'uppercase hex',
      url.replace(/signature=([0-9a-f]+)/, (_, s: string) => `signature=${s.toUpperCase()}`),
      now,
      'shape',
    ],
    ['garbage', 'javascript:alert(1)', now, 'shape'],
  ])('refuses %s', (_label, candidate, at, reason) => {
    expect(checkVerifyUrl(secret, candidate, at)).toEqual({ ok: false, reason });
  });
});
