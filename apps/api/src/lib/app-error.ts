/**
 * The one error services throw. `message` is shown to a person as is (an error toast), so it is
 * a sentence, never internals.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, field?: string) {
    return new AppError(400, message, field);
  }

  static notFound(message = 'We could not find what you were looking for.') {
    return new AppError(404, message);
  }
}
