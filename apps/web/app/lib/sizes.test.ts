import { describe, expect, it } from 'vitest';
import { formatBytes } from './sizes';

describe('formatBytes', () => {
  it('writes sizes in the reader’s units: "Mo" and "ko" in French, "MB" and "kB" in English', () => {
    expect(formatBytes(9 * 1024 * 1024, 'en')).toBe('9 MB');
    expect(formatBytes(9 * 1024 * 1024, 'fr')).toBe('9\u202fMo');
    expect(formatBytes(1536, 'fr')).toBe('1,5\u202fko');
    expect(formatBytes(512, 'en')).toBe('0.5 kB');
    expect(formatBytes(3.5 * 1024 ** 3, 'fr')).toBe('3,5\u202fGo');
  });
});
