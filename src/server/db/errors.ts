/** PostgreSQL error codes the app answers on purpose. */
export const pgErrorCodes = {
  uniqueViolation: '23505',
  exclusionViolation: '23P01',
} as const;

interface PgErrorFacts {
  code?: string;
  constraint?: string;
}

/**
 * The PostgreSQL error behind a failed query, whichever driver raised it: Drizzle wraps the
 * driver's error in `cause`, so the chain is walked.
 */
export function pgError(error: unknown): PgErrorFacts {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const facts = current as PgErrorFacts & { cause?: unknown };
    if (typeof facts.code === 'string' && /^[0-9A-Z]{5}$/.test(facts.code)) {
      return { code: facts.code, constraint: facts.constraint };
    }
    current = facts.cause;
  }
  return {};
}

/** SQLSTATEs of a lost or refused connection: class 08, and a server shutting down or starting. */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres and Node report a dropped socket in words or a system code, without a SQLSTATE. */
const unavailableMessages =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|PGlite is closed/i;
const unavailableSystemCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * Whether a failed query failed because the database could not be reached (restarted, connection
 * dropped, pool exhausted), rather than because of the query: the request may simply be retried.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const facts = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof facts.code === 'string' ? facts.code : '';
    if (code.startsWith('08') || unavailableStates.has(code) || unavailableSystemCodes.has(code)) {
      return true;
    }
    if (typeof facts.message === 'string' && unavailableMessages.test(facts.message)) return true;
    current = facts.cause;
  }
  return false;
}
