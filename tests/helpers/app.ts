import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/server/app';
import { loadConfig } from '../../src/server/config/env';
import { createTestDatabase } from './database';

/**
 * The real app on a fresh database, logging silenced; always `await app.close()` after. E-mail
 * is not delivered in the background (tests call `deliverDueMessages` when they mean to).
 */
export async function buildTestApp(
  options: Omit<BuildAppOptions, 'database'> & { env?: Record<string, string> } = {},
): Promise<FastifyInstance> {
  const { env, ...rest } = options;
  return buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
    database: await createTestDatabase(),
    logger: false,
    deliverMail: false,
    ...rest,
  });
}

/**
 * Hands out a fresh client address on each call: tests that each send from their own address
 * never share a per-address rate limit.
 */
export function clientAddresses(prefix: string): () => string {
  let next = 1;
  return () => `${prefix}.${next++}`;
}

/** A JSON POST to `url` from one client address. */
export function postFrom(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  remoteAddress: string,
) {
  return app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
}
