/** PostgreSQL's SQLSTATE of an error, also when drizzle wraps it (`cause`). */
function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** 23P01: the exclusion constraint refused two blocking bookings sharing a day. */
export const isExclusionViolation = (err: unknown) => sqlState(err) === '23P01';
/** 23505: a unique index refused a duplicate. */
export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';
