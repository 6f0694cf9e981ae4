/** Postgres's code for a unique constraint violation (the same on PGlite and a server). */
const UNIQUE_VIOLATION = '23505';

/** True when the database refused a row because of a unique index; Drizzle wraps the driver error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error || isObject(current);) {
    if (isObject(current) && current.code === UNIQUE_VIOLATION) return true;
    current = isObject(current) ? current.cause : undefined;
  }
  return false;
}

function isObject(value: unknown): value is { code?: unknown; cause?: unknown } {
  return typeof value === 'object' && value !== null;
}
