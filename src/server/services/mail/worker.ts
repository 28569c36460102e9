import type { FastifyInstance } from 'fastify';
import { deliverDueMessages, type MailTransport } from './delivery';

export const outboxPollIntervalMs = 5_000;

export interface OutboxWorker {
  /** Runs a delivery pass now (after a retry), unless one is already running. */
  wake(): void;
}

/**
 * Delivers the outbox every few seconds while the server runs. Passes never overlap in one
 * process; across processes the claim's `SKIP LOCKED` and lease keep each message with one
 * worker. Shutting down waits for the pass in progress.
 */
export function startOutboxWorker(
  app: FastifyInstance,
  transport: MailTransport | undefined,
  intervalMs = outboxPollIntervalMs,
): OutboxWorker {
  let running: Promise<void> | undefined;
  const pass = () => {
    running ??= deliverDueMessages({
      db: app.db,
      transport,
      from: app.config.mail.from,
      now: app.now,
      log: app.log,
    })
      .then(
        () => undefined,
        (error: unknown) => {
          app.log.warn({ err: error }, 'e-mail delivery pass failed; retrying at the next pass');
        },
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  // preClose runs before the database closes (onClose), so the pass in progress can finish.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
    transport?.close();
  });
  return { wake: pass };
}
