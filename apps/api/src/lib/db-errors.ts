/** Postgres's code for a unique constraint violation (the same on PGlite and a server). */
const UNIQUE_VIOLATION = '23505';

/**
 * SQLSTATE class 22, "data exception": the database could not take a value it was given (a NUL
 * in text, a number out of range, text where a number belongs). Only input can cause it.
 */
const DATA_EXCEPTION_CLASS = '22';

/** The SQLSTATE of the database error behind `error`, if any; Drizzle wraps the driver's error. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current = error; isObject(current); current = current.cause) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
  }
  return undefined;
}

/** True when the database refused a row because of a unique index. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorCode(error) === UNIQUE_VIOLATION;
}

/** True when the database refused a value as such: a client's input the schemas let through. */
export function isDataException(error: unknown): boolean {
  return databaseErrorCode(error)?.startsWith(DATA_EXCEPTION_CLASS) ?? false;
}

/**
 * What the log may keep of an error: a failed query keeps its SQL and the driver's error, never
 * its parameters, which hold what people typed (e-mail addresses, messages, password hashes).
 * Drizzle writes the parameters into the message, so the stack's first line goes too.
 */
export function withoutQueryParameters(error: unknown): unknown {
  if (!(error instanceof Error) || !('query' in error) || !('params' in error)) return error;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return {
    type: error.name,
    message: `Failed query: ${String(error.query)}`,
    stack: frames.join('\n'),
    ...(cause
      ? {
          cause: {
            type: cause.name,
            message: cause.message,
            code: databaseErrorCode(cause),
          },
        }
      : {}),
  };
}

function isObject(value: unknown): value is { code?: unknown; cause?: unknown } {
  return typeof value === 'object' && value !== null;
}
