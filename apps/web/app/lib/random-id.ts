/**
 * A random RFC 4122 version 4 UUID from `crypto.getRandomValues`. `crypto.randomUUID` exists only
 * in secure contexts (https, localhost), so a LAN demo or a staging server on plain http would
 * throw on it; `getRandomValues` is there on every origin. ESLint forbids `randomUUID` in the web app.
 */
export function randomId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
