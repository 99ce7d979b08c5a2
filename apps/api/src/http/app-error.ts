import { ErrorCode } from '@biclou/contracts/errors';

/** The one error type services throw; the error handler turns it into `{ error: { code, message, fields? } }`. */
export class AppError extends Error {
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
  static unauthenticated(message = 'Please log in to continue') {
    return new AppError(ErrorCode.unauthenticated, 401, message);
  }
  static forbidden(message = 'Forbidden') {
    return new AppError(ErrorCode.forbidden, 403, message);
  }
  static notFound(message = 'Not found') {
    return new AppError(ErrorCode.notFound, 404, message);
  }
  static conflict(message: string) {
    return new AppError(ErrorCode.conflict, 409, message);
  }
}
