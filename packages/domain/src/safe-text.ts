/**
 * Text the product refuses in any input field: a NUL byte (PostgreSQL text cannot hold it) or a
 * UTF-16 surrogate without its pair (not a Unicode character, so not storable as UTF-8). With the
 * `u` flag a well-formed pair is one code point, so only lone surrogates match the range.
 */
const UNSAFE_TEXT = /\u0000|[\ud800-\udfff]/u;

export const UNSAFE_TEXT_MESSAGE = 'This text contains characters that are not allowed.';

export function hasUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

/**
 * Where a JSON-like value (a parsed body, query or path parameters) holds unsafe text: the paths
 * of such strings, keys joined by dots (`accessories.0.name`), '_' for the value itself. An object
 * key with unsafe text is reported at its object's path.
 */
export function unsafeTextPaths(value: unknown, path: string[] = []): string[] {
  const here = path.join('.') || '_';
  if (typeof value === 'string') return hasUnsafeText(value) ? [here] : [];
  if (ArrayBuffer.isView(value)) return []; // raw bytes (a webhook's body) are not text
  if (Array.isArray(value)) return value.flatMap((item, i) => unsafeTextPaths(item, [...path, String(i)]));
  if (value && typeof value === 'object') {
    const found: string[] = [];
    for (const [key, item] of Object.entries(value)) {
      if (hasUnsafeText(key) && !found.includes(here)) found.push(here);
      found.push(...unsafeTextPaths(item, [...path, key]));
    }
    return found;
  }
  return [];
}
