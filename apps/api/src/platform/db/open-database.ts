import { openDb, type DbHandle, type DbOptions } from '@biclou/db/client';
import { ConfigError } from '../config/config';

/** The URL with its password hidden, for a message an operator may paste into a ticket. */
export function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(not a URL)';
  }
}

/**
 * What went wrong, in words: PostgreSQL's own message, or the network error's. Drizzle wraps the
 * driver's error ("Failed query: …") in `cause`; node's connect wraps one error per address.
 */
function reasonOf(err: unknown): string {
  if (err instanceof Error && err.cause) return reasonOf(err.cause);
  if (err instanceof AggregateError && err.errors.length) return reasonOf(err.errors[0]);
  const e = err as { code?: string; message?: string };
  const message = (e?.message ?? String(err)).split('\n')[0]!.trim();
  if (message) return message;
  return e?.code ?? 'unknown error';
}

/**
 * Opens the database for the server. On PostgreSQL a database that is missing, unreachable or
 * refuses the login is one clear line naming `DATABASE_URL` (a `ConfigError`: main prints its
 * message alone and exits 1) instead of a driver stack trace.
 */
export async function openDatabase(opts: DbOptions, open: typeof openDb = openDb): Promise<DbHandle> {
  if (!opts.url) return open(opts);
  try {
    return await open(opts);
  } catch (err) {
    throw new ConfigError(
      `Cannot use the database at DATABASE_URL=${redactedUrl(opts.url)}: ${reasonOf(err)}. ` +
        'Check the URL, that PostgreSQL is running and that the database exists.',
    );
  }
}
