import type { RequestContext } from '../../platform/http/request-context';
import { AppError } from '../../platform/http/app-error';
import { consumeOrThrow, RATE_RULES } from '../../platform/rate-limit/rate-limiter';

/** One violation, as the logs keep it: the fields that say what was blocked where, each cut short. */
interface CspViolation {
  documentUrl: string | null;
  blockedUrl: string | null;
  directive: string | null;
  disposition: string | null;
  sourceFile: string | null;
  line: number | null;
  sample: string | null;
}

/** Reports kept from one request; browsers batch a few, an attacker could send thousands. */
const MAX_REPORTS = 10;
const MAX_FIELD = 300;

const text = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, MAX_FIELD) : null);
const int = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : null);

/** One report body of either format: `report-uri`'s `csp-report` object or a Reporting API `body`. */
function violationOf(body: Record<string, unknown>): CspViolation {
  return {
    documentUrl: text(body['documentURL'] ?? body['document-uri']),
    blockedUrl: text(body['blockedURL'] ?? body['blocked-uri']),
    directive: text(body['effectiveDirective'] ?? body['effective-directive'] ?? body['violated-directive']),
    disposition: text(body['disposition']),
    sourceFile: text(body['sourceFile'] ?? body['source-file']),
    line: int(body['lineNumber'] ?? body['line-number']),
    sample: text(body['sample'] ?? body['script-sample']),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Reads what a browser sent: `application/csp-report` (`{"csp-report": {…}}`, from `report-uri`) or
 * `application/reports+json` (`[{"type": "csp-violation", "body": {…}}, …]`, from `report-to`).
 * Anything else is not a report: null (the route answers 422). A Reporting API batch with no CSP
 * violation in it (other report types) is a report with nothing to keep: [].
 */
export function parseCspReports(raw: string): CspViolation[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (Array.isArray(parsed))
    return parsed
      .filter((r): r is Record<string, unknown> => isObject(r) && r['type'] === 'csp-violation' && isObject(r['body']))
      .slice(0, MAX_REPORTS)
      .map((r) => violationOf(r['body'] as Record<string, unknown>));
  if (isObject(parsed) && isObject(parsed['csp-report'])) return [violationOf(parsed['csp-report'])];
  return null;
}

const NOT_A_CSP_REPORT = 'The body is not a Content Security Policy report.';

/**
 * Logs the violations a browser reports (warn level, `cspViolation` in the entry), at most
 * `RATE_RULES.cspReportsIp` requests a minute from one address (429 past it).
 */
export async function logCspReports(ctx: RequestContext, raw: string): Promise<number> {
  await consumeOrThrow(ctx.deps.rateLimiter, [[RATE_RULES.cspReportsIp, ctx.ip]], AppError.rateLimited);
  const violations = parseCspReports(raw);
  if (violations === null) throw AppError.field('body', NOT_A_CSP_REPORT);
  for (const violation of violations) ctx.log.warn({ cspViolation: violation }, 'content security policy violation');
  return violations.length;
}
