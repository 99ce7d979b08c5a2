import { AppError } from '../../../platform/http/app-error';

/**
 * Keyset pagination for admin lists (an admin list never loads a whole table). A page
 * is read as `ORDER BY key, id LIMIT n + 1` from the row after the cursor; the cursor is the
 * base64url JSON `[key, id]` of the page's last row. A key is a string, a number, an ISO date or
 * null; the repository turns it back into its column's type.
 */
type SortKey = string | number | null;
interface Keyset {
  key: SortKey;
  id: string;
}

export function encodeCursor(key: SortKey | Date, id: string): string {
  const k = key instanceof Date ? key.toISOString() : key;
  return Buffer.from(JSON.stringify([k, id]), 'utf8').toString('base64url');
}

/**
 * The cursor given back, or undefined for the first page. A cursor we did not write is a 422 on
 * `field` (never a 500 from a bad cast).
 */
export function decodeCursor(cursor: string | undefined, field = 'cursor'): Keyset | undefined {
  if (!cursor) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      (typeof value[0] === 'string' || typeof value[0] === 'number' || value[0] === null) &&
      typeof value[1] === 'string' &&
      value[1].length <= 100
    )
      return { key: value[0], id: value[1] };
  } catch {
    // falls through to the 422
  }
  throw AppError.field(field, 'Invalid cursor.');
}

/** A cursor's key as a date (a 422 on `field` when it is not one). */
export function cursorDate(keyset: Keyset, field = 'cursor'): Date {
  const at = typeof keyset.key === 'string' ? new Date(keyset.key) : new Date(NaN);
  if (Number.isNaN(at.getTime())) throw AppError.field(field, 'Invalid cursor.');
  return at;
}

/**
 * Cuts the `limit + 1` rows a repository read into a page and the next cursor (null on the last
 * page). `keyOf` gives a row's sort key.
 */
export function keysetPage<Row extends { id: string }>(
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => SortKey | Date,
): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last), last.id) : null };
}
