import { AppError } from '../../../platform/http/app-error';

/**
 * Keyset cursors of the admin lists: base64url of `[sortKey, id]` of the last row of a page. A
 * cursor that does not decode (or whose key is not a timestamp or a date as PostgreSQL writes it) is a 422 on `cursor`, never a 500.
 */
function encodeCursor(key: string, id: string): string {
  return Buffer.from(JSON.stringify([key, id])).toString('base64url');
}

const KEY_FORMATS = {
  /** timestamptz::text, e.g. `2026-11-25 19:00:00.123456+00`. */
  timestamp: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
} as const;

export function decodeCursor(
  cursor: string | undefined,
  kind: keyof typeof KEY_FORMATS = 'timestamp',
): { key: string; id: string } | null {
  if (!cursor) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(v) &&
      v.length === 2 &&
      typeof v[0] === 'string' &&
      typeof v[1] === 'string' &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(v[1]) &&
      KEY_FORMATS[kind].test(v[0]) &&
      !Number.isNaN(Date.parse(kind === 'date' ? v[0] : v[0].replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')))
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
