import { ErrorCode } from '@biclou/contracts/errors';
import { retryWait } from '@biclou/domain/retry-wait';

/** "45 seconds", "15 minutes", "2 hours": the shared rule, in English (the web words it in the reader's language). */
function waitInWords(retryAfterS: number): string {
  const { count, unit } = retryWait(retryAfterS);
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** The one error type services throw; the error handler turns it into `{ error: { code, message, fields? } }`. */
export class AppError extends Error {
  /** Extra response headers, e.g. Retry-After on 429. */
  headers?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }

  static validation(fields: Record<string, string[]>, message = 'The given data was invalid.') {
    return new AppError(ErrorCode.validation, 422, message, fields);
  }
  /** A 422 on one field: `AppError.field('code', 'The code is incorrect.')`. */
  static field(field: string, message: string) {
    return new AppError(ErrorCode.validation, 422, message, { [field]: [message] });
  }
  static unauthenticated(message = 'Please log in to continue') {
    return new AppError(ErrorCode.unauthenticated, 401, message);
  }
  static forbidden(message = 'Forbidden') {
    return new AppError(ErrorCode.forbidden, 403, message);
  }
  static emailNotVerified() {
    return new AppError(ErrorCode.emailNotVerified, 403, 'Please confirm your email address first.');
  }
  static notFound(message = 'Not found') {
    return new AppError(ErrorCode.notFound, 404, message);
  }
  /** 405: the path exists with other methods, listed in the Allow header. */
  static methodNotAllowed(method: string, path: string, allowed: string[]) {
    const error = new AppError(ErrorCode.methodNotAllowed, 405, `Method ${method} is not allowed on ${path}`);
    error.headers = { allow: allowed.join(', ') };
    return error;
  }
  static conflict(message: string) {
    return new AppError(ErrorCode.conflict, 409, message);
  }
  /** Expired, used or forged link or token. Always 400, whatever the reason, so nothing leaks. */
  static invalidToken(message = 'This link is invalid or has expired.') {
    return new AppError(ErrorCode.invalidToken, 400, message);
  }
  static badOrigin() {
    return new AppError(ErrorCode.badOrigin, 403, 'This request did not come from the Biclou site.');
  }
  /** Every 429: `Retry-After` in seconds, and a message saying when (the web words it from the header). */
  static rateLimited(retryAfterS: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterS));
    const error = new AppError(
      ErrorCode.rateLimited,
      429,
      `Too many attempts. Please try again in ${waitInWords(seconds)}.`,
    );
    error.headers = { 'retry-after': String(seconds) };
    return error;
  }
}
