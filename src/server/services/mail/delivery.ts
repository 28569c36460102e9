import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { property } from '../../../shared/content/property';
import type { Database } from '../../db/client';
import { bookings, contactMessages, emailOutbox } from '../../db/schema';

export interface OutgoingEmail {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** The same for every attempt, so a receiving server can drop a repeat after a crash. */
  messageId: string;
}

/** Whatever carries e-mail out: SMTP in production and in the tests. */
export interface MailTransport {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  // Bounded waits: a mail server that stops answering must not hold the worker for minutes.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    send: async (email) => {
      await transporter.sendMail(email);
    },
    close: () => transporter.close(),
  };
}

export const deliveryPolicy = {
  /** Messages claimed per pass. */
  batchSize: 10,
  /** How long a claim lasts: a worker that dies mid-send frees its messages after this. */
  leaseMs: 2 * 60_000,
  /** Attempts before a message is marked failed (about an hour of retries in all). */
  maxAttempts: 8,
  firstRetryMs: 30_000,
  maxRetryMs: 30 * 60_000,
};

/** Exponential backoff: 30 s, 1 min, 2 min... capped at 30 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(
    deliveryPolicy.firstRetryMs * 2 ** Math.max(0, attempts - 1),
    deliveryPolicy.maxRetryMs,
  );
}

export const noSmtpMessage = 'Not sent: no SMTP server is configured (set SMTP_URL).';

export interface DeliveryContext {
  db: Database;
  /** Undefined when no SMTP server is configured. */
  transport: MailTransport | undefined;
  from: string;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  unsent: number;
}

type OutboxRow = typeof emailOutbox.$inferSelect;

/** Due now: queued and its time has come, or claimed by a worker whose lease ran out. */
function dueMessages(now: Date) {
  return or(
    and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, now)),
    and(eq(emailOutbox.status, 'sending'), lte(emailOutbox.lockedUntil, now)),
  );
}

/**
 * Claims a batch of due messages for this worker. `SKIP LOCKED` lets another instance claim
 * other rows at the same moment instead of waiting for, or taking, these.
 */
async function claimDueMessages(db: Database, now: Date, leaseUntil: Date) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(dueMessages(now))
      .orderBy(asc(emailOutbox.id))
      .limit(deliveryPolicy.batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({
        status: 'sending',
        lockedUntil: leaseUntil,
        attempts: sql`${emailOutbox.attempts} + 1`,
      })
      .where(
        inArray(
          emailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Staff replies go to the guest; guests' replies go to the property. */
async function replyAddress(db: Database, message: OutboxRow): Promise<string> {
  if (message.audience === 'guest') return property.contact.email;
  if (message.bookingId) {
    const [booking] = await db
      .select({ email: bookings.email })
      .from(bookings)
      .where(eq(bookings.id, message.bookingId));
    if (booking) return booking.email;
  }
  if (message.contactMessageId) {
    const [contact] = await db
      .select({ email: contactMessages.email })
      .from(contactMessages)
      .where(eq(contactMessages.id, message.contactMessageId));
    if (contact) return contact.email;
  }
  return property.contact.email;
}

function messageIdOf(message: OutboxRow): string {
  const domain = new URL(property.siteUrl).hostname.replace(/^www\./, '');
  return `<outbox-${message.id}-${message.createdAt.getTime()}@${domain}>`;
}

/** Still ours: claimed by this pass and not reclaimed by another worker after the lease. */
function stillClaimed(message: OutboxRow) {
  return and(
    eq(emailOutbox.id, message.id),
    eq(emailOutbox.status, 'sending'),
    eq(emailOutbox.lockedUntil, message.lockedUntil!),
  );
}

async function markSent(db: Database, message: OutboxRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const marked = await tx
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null })
      .where(stillClaimed(message))
      .returning({ id: emailOutbox.id });
    if (marked.length === 0 || !message.bookingId) return;
    await tx
      .update(bookings)
      .set(
        message.audience === 'guest'
          ? { guestNotificationSent: true }
          : { adminNotificationSent: true },
      )
      .where(eq(bookings.id, message.bookingId));
  });
}

/** An SMTP 5xx answer (mailbox unknown, message refused) will not change on a retry. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

async function markAttemptFailed(
  db: Database,
  message: OutboxRow,
  error: unknown,
  now: Date,
): Promise<'retrying' | 'failed'> {
  const giveUp = isPermanent(error) || message.attempts >= deliveryPolicy.maxAttempts;
  await db
    .update(emailOutbox)
    .set({
      status: giveUp ? 'failed' : 'queued',
      lockedUntil: null,
      lastError: describeError(error),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(message.attempts)),
    })
    .where(stillClaimed(message));
  return giveUp ? 'failed' : 'retrying';
}

async function deliverOne(
  context: DeliveryContext,
  transport: MailTransport,
  message: OutboxRow,
  report: DeliveryReport,
) {
  try {
    await transport.send({
      from: context.from,
      to: message.toAddress,
      replyTo: await replyAddress(context.db, message),
      subject: message.subject,
      text: message.textBody,
      html: message.htmlBody,
      messageId: messageIdOf(message),
    });
    await markSent(context.db, message, context.now());
    report.sent += 1;
    context.log.info({ outboxId: message.id, template: message.template }, 'e-mail sent');
  } catch (error) {
    const outcome = await markAttemptFailed(context.db, message, error, context.now());
    report[outcome] += 1;
    context.log.warn(
      {
        outboxId: message.id,
        template: message.template,
        attempts: message.attempts,
        code: (error as { code?: unknown }).code,
        responseCode: (error as { responseCode?: unknown }).responseCode,
      },
      outcome === 'failed' ? 'e-mail failed; staff can retry it' : 'e-mail attempt failed',
    );
  }
}

/**
 * One delivery pass: claims what is due, batch by batch, and sends it. Without an SMTP server, due messages are
 * marked unsent instead, and stay readable in the dashboard. Logs ids and outcomes only, never
 * addresses or content.
 */
export async function deliverDueMessages(context: DeliveryContext): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, unsent: 0 };
  const now = context.now();
  if (!context.transport) {
    const marked = await context.db
      .update(emailOutbox)
      .set({ status: 'unsent', lockedUntil: null, lastError: noSmtpMessage })
      .where(dueMessages(now))
      .returning({ id: emailOutbox.id });
    report.unsent = marked.length;
    return report;
  }

  // Due is judged at the pass's start, so an attempt that fails now waits for its backoff; each
  // batch's lease starts when it is claimed.
  for (;;) {
    const leaseUntil = new Date(context.now().getTime() + deliveryPolicy.leaseMs);
    const claimed = await claimDueMessages(context.db, now, leaseUntil);
    if (claimed.length === 0) break;
    for (const message of claimed) await deliverOne(context, context.transport, message, report);
  }
  return report;
}
