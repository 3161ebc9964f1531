/** PostgreSQL errors recognised by their SQLSTATE, never by their English message (node-postgres and PGlite alike). */
export const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  serializationFailure: '40001',
} as const;

/** The SQLSTATE of a database error, looking through drizzle's wrapper (`DrizzleQueryError.cause`). */
export function sqlState(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique index refused the write (two requests raced past the checks): the index decides who wins. */
export const isUniqueViolation = (err: unknown): boolean => sqlState(err) === SQLSTATE.uniqueViolation;
