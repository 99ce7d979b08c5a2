import { describe, expect, it } from 'vitest';
import { precheckPhoto } from './photo-rules';

describe('photo pre-check', () => {
  it('accepts the four formats up to 15 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
      expect(precheckPhoto({ type, size: 15 * 1024 * 1024 })).toBeNull();
  });

  it('refuses a bigger file with the spec message', () => {
    expect(precheckPhoto({ type: 'image/jpeg', size: 15 * 1024 * 1024 + 1 })).toBe('File is too large.');
  });

  it('refuses other types with the server message', () => {
    expect(precheckPhoto({ type: 'image/gif', size: 10 })).toBe('The file must be a JPEG, PNG, WebP or AVIF image.');
    expect(precheckPhoto({ type: '', size: 10 })).toBe('The file must be a JPEG, PNG, WebP or AVIF image.');
  });
});
