import { AppError } from '../../platform/http/app-error';

/**
 * Keyset cursors of the admin lists: base64url of `[sortKey, id]` of the last row of a page. A
 * cursor that does not decode is a 422 on `cursor`, never a 500.
 */
export function encodeCursor(key: string, id: string): string {
  return Buffer.from(JSON.stringify([key, id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): { key: string; id: string } | null {
  if (!cursor) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(v) &&
      v.length === 2 &&
      typeof v[0] === 'string' &&
      typeof v[1] === 'string' &&
      /^[0-9a-f-]{36}$/.test(v[1]) &&
      v[0].length <= 64
    )
      return { key: v[0], id: v[1] };
  } catch {
    // falls through
  }
  throw AppError.field('cursor', 'This cursor is not valid.');
}

/** Takes `limit + 1` rows: the extra one says there is a next page, whose cursor is the last row kept. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => [string, string]) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(...keyOf(last)) : null };
}
