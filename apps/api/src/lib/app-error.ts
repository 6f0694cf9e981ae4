import { errorCodeForStatus, type ErrorCode } from '@carmarket/shared/errors';

/**
 * The one error services throw. `message` is shown to a person as is (an error toast), so it is
 * a sentence, never internals; `code` is what a program reads (api.md: stable codes).
 */
export class AppError extends Error {
  /** Sent as the `Retry-After` header (seconds) with a 429. */
  retryAfterSeconds: number | undefined;
  /** The status's own code unless `withCode` names a more specific one. */
  code: ErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = errorCodeForStatus(statusCode);
  }

  /** Names the refusal more precisely than its status (`session_replayed`, `email_unconfirmed`). */
  withCode(code: ErrorCode): this {
    this.code = code;
    return this;
  }

  static tooManyRequests(message: string, retryAfterSeconds: number) {
    const error = new AppError(429, message);
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }

  static badRequest(message: string, field?: string) {
    return new AppError(400, message, field);
  }

  /** No credentials on a protected route (api.md: 401). */
  static unauthorized(message = 'Please sign in to continue.') {
    return new AppError(401, message);
  }

  /** Credentials that are not (or no longer) good, or a caller without the right (api.md: 403). */
  static forbidden(message: string) {
    return new AppError(403, message);
  }

  static conflict(message: string, field?: string) {
    return new AppError(409, message, field);
  }

  static notFound(message = 'We could not find what you were looking for.') {
    return new AppError(404, message);
  }

  /** Something that existed and is gone for good, such as an ad that was sold (api.md: 410). */
  static gone(message: string) {
    return new AppError(410, message);
  }
}
