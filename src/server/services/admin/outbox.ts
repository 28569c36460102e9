import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  outboxStatuses,
  type OutboxStatus,
  type OutboxSummary,
} from '../../../shared/contract/admin';
import type { Database } from '../../db/client';
import { bookings, emailOutbox } from '../../db/schema';
import { RequestError } from '../../plugins/errors';

/** How many of the latest e-mails the dashboard lists. */
export const outboxListLimit = 200;

const outboxColumns = {
  id: emailOutbox.id,
  template: emailOutbox.template,
  audience: emailOutbox.audience,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  textBody: emailOutbox.textBody,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  bookingId: emailOutbox.bookingId,
  bookingReference: bookings.bookingReference,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
  nextAttemptAt: emailOutbox.nextAttemptAt,
};

function selectOutbox(db: Database) {
  return db
    .select(outboxColumns)
    .from(emailOutbox)
    .leftJoin(bookings, eq(bookings.id, emailOutbox.bookingId));
}

/** The latest e-mails, newest first, with the count of each status over the whole outbox. */
export async function outboxSummary(db: Database, smtpConfigured: boolean) {
  const [messages, totals] = await Promise.all([
    selectOutbox(db)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(outboxListLimit),
    db
      .select({ status: emailOutbox.status, total: count() })
      .from(emailOutbox)
      .groupBy(emailOutbox.status),
  ]);
  const counts = Object.fromEntries(outboxStatuses.map((status) => [status, 0])) as Record<
    OutboxStatus,
    number
  >;
  for (const { status, total } of totals) counts[status] = total;
  return { smtpConfigured, counts, messages } satisfies Record<keyof OutboxSummary, unknown>;
}

const retryable: OutboxStatus[] = ['failed', 'unsent'];

/** Puts a failed or unsent e-mail back in the queue, due now, with a fresh set of attempts. */
export async function retryOutboxMessage(
  db: Database,
  messageId: number,
  smtpConfigured: boolean,
  now: Date,
) {
  if (!smtpConfigured) {
    throw new RequestError(
      409,
      'No SMTP server is configured, so e-mail cannot be sent. Set SMTP_URL and restart the server, then retry.',
    );
  }
  const requeued = await db
    .update(emailOutbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(emailOutbox.id, messageId), inArray(emailOutbox.status, retryable)))
    .returning({ id: emailOutbox.id });
  const [message] = await selectOutbox(db).where(eq(emailOutbox.id, messageId));
  if (!message) throw new RequestError(404, 'E-mail not found');
  if (requeued.length === 0) {
    throw new RequestError(
      409,
      `This e-mail is ${message.status}; only failed or unsent e-mails can be retried.`,
    );
  }
  return message;
}
