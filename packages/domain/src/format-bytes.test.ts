import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

const NN = '\u202f';

describe('formatBytes', () => {
  it.each([
    [9 * 1024 ** 2, 'en', '9 MB'],
    [9 * 1024 ** 2, 'fr', `9${NN}Mo`],
    [15 * 1024 ** 2, 'fr-FR', `15${NN}Mo`],
    [1536, 'fr', `1,5${NN}ko`],
    [512, 'en', '0.5 kB'],
    [256 * 1024, 'en', '256 kB'],
    [3.5 * 1024 ** 3, 'fr', `3,5${NN}Go`],
  ] as const)('%s bytes in %s → %s', (bytes, locale, text) => {
    expect(formatBytes(bytes, locale)).toBe(text);
  });
});
