import { PHONE_TYPEAHEAD_RESET_MS } from '../../lib/constants';

/**
 * Type-to-find in a list: keys typed within 700 ms of each other (spec §9) add up to a
 * search string; after a pause the search starts again.
 */
export function createTypeahead(resetMs = PHONE_TYPEAHEAD_RESET_MS) {
  let buffer = '';
  let lastAt = -Infinity;
  return {
    /** Adds a key and returns the index of the first label starting with the buffer, or -1. */
    type(key: string, labels: readonly string[], now: number): number {
      buffer = now - lastAt > resetMs ? key : buffer + key;
      lastAt = now;
      const needle = normalise(buffer);
      return labels.findIndex((label) => normalise(label).startsWith(needle));
    },
    get buffer() {
      return buffer;
    },
  };
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Opens the list above the trigger when under 200 px remain below it (spec §9). */
export function opensAbove(spaceBelowPx: number, minSpacePx: number): boolean {
  return spaceBelowPx < minSpacePx;
}
