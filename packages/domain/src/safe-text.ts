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

/** A value met in the walk, with the key that led to it, so its path is built only when it is reported. */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let v: Visit | null = visit; v?.parent; v = v.parent) keys.push(v.key);
  return keys.reverse().join('.') || '_';
}

/**
 * Where a JSON-like value (a parsed body, query or path parameters) holds unsafe text: the paths
 * of such strings, keys joined by dots (`accessories.0.name`), '_' for the value itself, in
 * document order. An object key with unsafe text is reported at its object's path. The walk keeps
 * its own stack, so no nesting depth can exhaust the call stack.
 */
export function unsafeTextPaths(value: unknown): string[] {
  const found: string[] = [];
  const stack: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const here = visit.value;
    if (typeof here === 'string') {
      if (hasUnsafeText(here)) found.push(pathOf(visit));
      continue;
    }
    // Raw bytes (a webhook's body) are not text.
    if (!here || typeof here !== 'object' || ArrayBuffer.isView(here)) continue;
    const entries = Array.isArray(here)
      ? here.map((item, i): [string, unknown] => [String(i), item])
      : Object.entries(here);
    if (!Array.isArray(here) && entries.some(([key]) => hasUnsafeText(key))) found.push(pathOf(visit));
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      stack.push({ value: item, key, parent: visit });
    }
  }
  return found;
}
