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

// connection lost or refused, server shutting down or starting, too many connections, statement timeout
const UNAVAILABLE_STATES = /^(08...|57P01|57P02|57P03|53300|57014)$/;
const UNAVAILABLE_NODE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
// node-postgres's own words for a pool or connection that gave up (it sets no code on these)
const UNAVAILABLE_TEXT =
  /timeout exceeded when trying to connect|Connection terminated|connection error and is not queryable|Query read timeout|Client was closed/;

/**
 * The database is unreachable for now (restarting, refusing, too slow to answer): the request is answered 503
 * "try again", never a 500 with its internals. Looks through drizzle's wrapper like `sqlState`.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_NODE.has(code)))
      return true;
    if (UNAVAILABLE_TEXT.test(String((e as { message?: unknown }).message ?? ''))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
