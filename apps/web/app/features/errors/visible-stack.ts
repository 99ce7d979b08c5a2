/** Stack traces are for developers: status ≥ 500 and development mode only (spec §2; a leak in production). */
export function visibleStack(error: unknown, status: number, isDev: boolean): string | undefined {
  if (!isDev || status < 500 || !(error instanceof Error)) return undefined;
  return error.stack || undefined;
}
