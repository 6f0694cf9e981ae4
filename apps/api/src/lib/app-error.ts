import { errorCodeForStatus, type ErrorCode } from '@carmarket/shared/errors';
import { englishMessage, type Message } from '@carmarket/shared/i18n/message';
import { msg } from '@carmarket/shared/i18n/translate';

/**
 * The one error services throw. `message` is shown to a person (an error toast), so it is a
 * sentence, never internals; `code` is what a program reads (api.md: stable codes). The sentence
 * is a catalog key: the error handler writes it in the caller's language (issue 32), with the
 * values `withValues` gave; `message` itself stays English, for the logs.
 */
/** An error's sentence: a catalog key, or a message with values. */
type Sentence = string | Message;

export class AppError extends Error {
  /** Sent as the `Retry-After` header (seconds) with a 429. */
  retryAfterSeconds: number | undefined;
  /** The status's own code unless `withCode` names a more specific one. */
  code: ErrorCode;
  /** The sentence as the catalogs know it: `message` before its values were put in. */
  source: string;
  values: Message['values'];

  /** `message`: the sentence, or a message with its values (`{ source, values }`). */
  constructor(
    readonly statusCode: number,
    message: Sentence,
    readonly field?: string,
  ) {
    super(typeof message === 'string' ? message : englishMessage(message));
    this.name = 'AppError';
    this.code = errorCodeForStatus(statusCode);
    if (typeof message === 'string') {
      this.source = message;
    } else {
      this.source = message.source;
      this.values = message.values;
    }
  }

  /**
   * Puts values into a sentence written with placeholders ("Please try again in {wait}."); a
   * value may itself be a message, translated with it.
   */
  withValues(values: NonNullable<Message['values']>): this {
    this.values = values;
    this.message = englishMessage({ source: this.source, values });
    return this;
  }

  /** The sentence and its values, for the error handler to translate. */
  get sentence(): Message {
    return this.values ? { source: this.source, values: this.values } : { source: this.source };
  }

  /** Names the refusal more precisely than its status (`session_replayed`, `email_unconfirmed`). */
  withCode(code: ErrorCode): this {
    this.code = code;
    return this;
  }

  static tooManyRequests(message: Sentence, retryAfterSeconds: number) {
    const error = new AppError(429, message);
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }

  static badRequest(message: Sentence, field?: string) {
    return new AppError(400, message, field);
  }

  /** No credentials on a protected route (api.md: 401). */
  static unauthorized(message: Sentence = msg('Please sign in to continue.')) {
    return new AppError(401, message);
  }

  /** Credentials that are not (or no longer) good, or a caller without the right (api.md: 403). */
  static forbidden(message: Sentence) {
    return new AppError(403, message);
  }

  static conflict(message: Sentence, field?: string) {
    return new AppError(409, message, field);
  }

  static notFound(message: Sentence = msg('We could not find what you were looking for.')) {
    return new AppError(404, message);
  }

  /** Something that existed and is gone for good, such as an ad that was sold (api.md: 410). */
  static gone(message: Sentence) {
    return new AppError(410, message);
  }
}
