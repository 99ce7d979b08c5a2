/**
 * gzip accepted (named or through `*`, and not refused with q=0). Server-rendered pages, cached or
 * not, go out gzip or plain: one encoding, whichever path served them.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const m = /(?:^|,)\s*(gzip|\*)\s*(?:;\s*q=([0-9.]+))?/i.exec(header);
  return Boolean(m) && (m![2] === undefined || Number(m![2]) > 0);
}
