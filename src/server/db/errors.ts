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
