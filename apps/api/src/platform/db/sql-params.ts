import { sql } from 'drizzle-orm';

/** A timestamp parameter for a repository's SQL comparisons (the jobs' bounds). */
export const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
