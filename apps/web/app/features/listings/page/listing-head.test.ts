import { describe, expect, it } from 'vitest';
import { clip } from './listing-head';

describe('meta description', () => {
  it('keeps short texts and cuts long ones at a word', () => {
    expect(clip('  A  fine\nbike. ')).toBe('A fine bike.');
    const long = 'word '.repeat(60);
    const out = clip(long);
    expect(out.length).toBeLessThanOrEqual(160);
    expect(out.endsWith('word…')).toBe(true);
  });
});
