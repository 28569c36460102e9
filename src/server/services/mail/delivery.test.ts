import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { property } from '../../../shared/content/property';
import { formatUsdCents } from '../../../shared/domain/money';
import { emailOutbox } from '../../db/schema';
import { buildTestApp, postFrom } from '../../../../tests/helpers/app';
import { authorizedBooking, testClock } from '../../../../tests/helpers/bookings';
import { testSmtpServer } from '../../../../tests/helpers/smtp';
import { adminCall, createStaff, signIn } from '../../../../tests/helpers/staff';
import { applyIntentUpdate, paymentContextOf } from '../payments/payment-service';
import {
  deliverDueMessages,
  deliveryPolicy,
  noSmtpMessage,
  retryDelayMs,
  smtpTransport,
  type MailTransport,
} from './delivery';
import { privateArrival } from './private-arrival';

const quiet = { info() {}, warn() {} };

function deliver(app: FastifyInstance, now: () => Date, transport = app.mailTransport) {
  return deliverDueMessages({ db: app.db, transport, from: app.config.mail.from, now, log: quiet });
}

function outboxOf(app: FastifyInstance, bookingId: number) {
  return app.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.bookingId, bookingId))
    .orderBy(asc(emailOutbox.id));
}

/** A booking of three nights starting `weeks` weeks after 1 March 2027. */
function stayIn(weeks: number, villaIds = [1]) {
  const start = new Date(Date.UTC(2027, 2, 1 + weeks * 7));
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return {
    startDate: iso(start),
    endDate: iso(new Date(start.getTime() + 3 * 86_400_000)),
    villaIds,
    guests: 2,
  };
}

describe('e-mail to guests and staff over SMTP', () => {
  const clock = testClock();
  const smtp = testSmtpServer();
  let app: FastifyInstance;
  let adminCookie: string;
  let managerCookie: string;
  let week = 0;

  beforeAll(async () => {
    await smtp.start();
    app = await buildTestApp({
      now: clock.now,
      sweepHolds: false,
      mailTransport: smtpTransport(smtp.url),
      env: { RATE_LIMITS: 'off' },
    });
    await createStaff(app, { username: 'alice', role: 'admin' });
    await createStaff(app, { username: 'marco', role: 'manager' });
    await createStaff(app, { username: 'olga', role: 'admin', active: false });
    adminCookie = await signIn(app, 'alice');
    managerCookie = await signIn(app, 'marco');
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  async function requestStay(overrides: Record<string, unknown> = {}) {
    week += 1;
    const { bookingId, paymentIntentId } = await authorizedBooking(app, {
      ...stayIn(week),
      ...overrides,
    });
    const booking = (await adminCall(app, adminCookie, 'GET', `/bookings/${bookingId}`)).json();
    return {
      bookingId,
      paymentIntentId,
      reference: booking.bookingReference as string,
      total: formatUsdCents(booking.totalPriceCents),
    };
  }

  const receivedAbout = (reference: string) =>
    smtp.received.filter((email) => email.subject.includes(reference));

  it('tells the guest and every active admin about an authorized request, once', async () => {
    const { bookingId, paymentIntentId, reference, total } = await requestStay();
    const queued = await outboxOf(app, bookingId);
    expect(queued.map((message) => [message.template, message.toAddress, message.status])).toEqual([
      ['booking-received', 'ada@example.com', 'queued'],
      ['booking-new-staff', 'admin@example.com', 'queued'],
      ['booking-new-staff', 'alice@example.com', 'queued'],
    ]);

    expect(await deliver(app, clock.now)).toEqual({ sent: 3, retrying: 0, failed: 0, unsent: 0 });
    const emails = receivedAbout(reference);
    expect(emails.map((email) => email.to).sort()).toEqual([
      'ada@example.com',
      'admin@example.com',
      'alice@example.com',
    ]);

    const guest = emails.find((email) => email.to === 'ada@example.com')!;
    expect(guest.subject).toBe(`We have your request ${reference}`);
    expect(guest.from).toContain(property.contact.email);
    expect(guest.replyTo).toBe(property.contact.email);
    expect(guest.text).toContain('Dear Ada,');
    expect(guest.text).toContain(
      `Your card is authorized for ${total}, not charged, until we approve`,
    );
    expect(guest.text).toContain('replies within 24-48 hours');
    expect(guest.text).toMatch(/Check-in\s+Monday 8 March 2027, from 4:00 PM/);
    expect(guest.text).toMatch(/Villa\s+Agave/);
    expect(guest.text).not.toContain(privateArrival.streetAddress);
    expect(guest.html).toContain('Bahama Garden Villas');
    expect(guest.html).toContain(total);
    expect(guest.messageId).toMatch(/^<outbox-\d+-\d+@bahamagardenvillas\.com>$/);

    const staff = emails.find((email) => email.to === 'alice@example.com')!;
    expect(staff.subject).toContain(`New booking request ${reference}: Ada Lovelace`);
    expect(staff.replyTo).toBe('ada@example.com');
    expect(staff.text).toContain(
      `${app.config.publicUrl}/admin/dashboard?tab=bookings&q=${reference}`,
    );

    const booking = await adminCall(app, adminCookie, 'GET', `/bookings/${bookingId}`);
    expect(booking.json()).toMatchObject({
      guestNotificationSent: true,
      adminNotificationSent: true,
    });

    // A replayed authorization (a duplicate webhook) queues nothing new; nothing is sent twice.
    const intent = await app.paymentProvider.retrieveIntent(paymentIntentId);
    await applyIntentUpdate(paymentContextOf(app), intent);
    expect(await outboxOf(app, bookingId)).toHaveLength(3);
    expect(await deliver(app, clock.now)).toMatchObject({ sent: 0 });
    expect(receivedAbout(reference)).toHaveLength(3);
  });

  it('sends the confirmation with the amount charged, the times and, only now, the address', async () => {
    const { bookingId, reference, total } = await requestStay();
    await deliver(app, clock.now);
    const approved = await adminCall(
      app,
      managerCookie,
      'PATCH',
      `/bookings/${bookingId}/approval`,
      {
        approved: true,
      },
    );
    expect(approved.statusCode).toBe(200);
    expect((await outboxOf(app, bookingId)).at(-1)).toMatchObject({
      template: 'booking-approved',
      audience: 'guest',
      status: 'queued',
    });
    await deliver(app, clock.now);
    const confirmation = receivedAbout(reference).find((email) =>
      email.subject.startsWith('Your stay is confirmed'),
    )!;
    expect(confirmation.text).toContain(`We have charged ${total} to your card`);
    expect(confirmation.text).toContain('Check-in is from 4:00 PM and check-out by 1:00 PM');
    expect(confirmation.text).toContain('we send your door code three days before your arrival');
    expect(confirmation.text).toContain(privateArrival.streetAddress);
    expect(confirmation.html).toContain(privateArrival.streetAddress);
  });

  it('tells the guest a rejection released the card, and a cancellation what is refunded', async () => {
    const rejected = await requestStay();
    await adminCall(app, adminCookie, 'PATCH', `/bookings/${rejected.bookingId}/approval`, {
      approved: false,
    });
    const cancelledPending = await requestStay();
    await adminCall(app, adminCookie, 'PATCH', `/bookings/${cancelledPending.bookingId}/status`, {
      status: 'cancelled',
    });
    const cancelledPaid = await requestStay();
    await adminCall(app, adminCookie, 'PATCH', `/bookings/${cancelledPaid.bookingId}/approval`, {
      approved: true,
    });
    await adminCall(app, adminCookie, 'PATCH', `/bookings/${cancelledPaid.bookingId}/status`, {
      status: 'cancelled',
    });
    await deliver(app, clock.now);

    const guestEmail = (reference: string, subject: string) =>
      receivedAbout(reference).find((email) => email.subject.startsWith(subject))!;
    expect(guestEmail(rejected.reference, 'About your request').text).toContain(
      'The authorization on your card has been released and nothing was charged.',
    );
    expect(guestEmail(cancelledPending.reference, 'Your booking').text).toContain(
      'The authorization on your card has been released and nothing was charged.',
    );
    expect(guestEmail(cancelledPaid.reference, 'Your booking').text).toContain(
      `the full ${cancelledPaid.total} is refunded to your card under our cancellation policy`,
    );
  });

  it('forwards a guest message to staff, replying to the guest, and acknowledges it', async () => {
    const response = await postFrom(
      app,
      '/api/contact',
      {
        name: 'Grace <b>Hopper</b>',
        email: 'grace@example.com',
        subject: 'Boat trips',
        message: 'Can you book a snorkelling trip?\nTwo adults.',
      },
      '203.0.113.7',
    );
    expect(response.statusCode).toBe(201);
    await deliver(app, clock.now);

    const toStaff = smtp.received.filter(
      (email) => email.subject === 'New message from Grace <b>Hopper</b>: Boat trips',
    );
    expect(toStaff.map((email) => email.to).sort()).toEqual([
      'admin@example.com',
      'alice@example.com',
    ]);
    expect(toStaff[0]!.replyTo).toBe('grace@example.com');
    expect(toStaff[0]!.text).toContain('> Can you book a snorkelling trip?\n> Two adults.');
    expect(toStaff[0]!.html).toContain('Grace &lt;b&gt;Hopper&lt;/b&gt;');
    expect(toStaff[0]!.html).not.toContain('<b>Hopper</b>');

    const acknowledgement = smtp.received.find((email) => email.to === 'grace@example.com')!;
    expect(acknowledgement.subject).toBe('Thank you for your message to Bahama Garden Villas');
    expect(acknowledgement.text).toContain('Can you book a snorkelling trip?');
  });

  it('retries while the mail server is down, then fails, and an admin retry sends it', async () => {
    await smtp.stop();
    const { bookingId, reference } = await requestStay();
    expect(await deliver(app, clock.now)).toMatchObject({ sent: 0, retrying: 3 });
    let [guest] = await outboxOf(app, bookingId);
    expect(guest).toMatchObject({ status: 'queued', attempts: 1 });
    expect(guest!.lastError).toBeTruthy();
    expect(guest!.nextAttemptAt).toEqual(new Date(clock.now().getTime() + retryDelayMs(1)));
    // Not due yet: nothing is attempted before the backoff has passed.
    expect(await deliver(app, clock.now)).toMatchObject({ retrying: 0, failed: 0 });

    for (let attempt = 1; attempt < deliveryPolicy.maxAttempts; attempt += 1) {
      clock.advanceMinutes(retryDelayMs(attempt) / 60_000);
      await deliver(app, clock.now);
    }
    [guest] = await outboxOf(app, bookingId);
    expect(guest).toMatchObject({ status: 'failed', attempts: deliveryPolicy.maxAttempts });

    const listed = await adminCall(app, managerCookie, 'GET', '/outbox');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().smtpConfigured).toBe(true);
    expect(listed.json().counts.failed).toBe(3);
    expect(listed.json().messages).toContainEqual(
      expect.objectContaining({
        id: guest!.id,
        status: 'failed',
        toAddress: 'ada@example.com',
        bookingReference: reference,
        template: 'booking-received',
      }),
    );

    await smtp.start();
    const byManager = await adminCall(app, managerCookie, 'POST', `/outbox/${guest!.id}/retry`);
    expect(byManager.statusCode).toBe(403);
    const retried = await adminCall(app, adminCookie, 'POST', `/outbox/${guest!.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'queued', attempts: 0, lastError: null });
    expect(await deliver(app, clock.now)).toMatchObject({ sent: 1 });
    expect(receivedAbout(reference).map((email) => email.to)).toEqual(['ada@example.com']);

    const again = await adminCall(app, adminCookie, 'POST', `/outbox/${guest!.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This e-mail is sent; only failed or unsent e-mails can be retried.',
    );
    expect((await adminCall(app, adminCookie, 'POST', '/outbox/999999/retry')).statusCode).toBe(
      404,
    );
    expect((await adminCall(app, undefined, 'GET', '/outbox')).statusCode).toBe(401);
  });

  it('fails at once when the mail server refuses the message for good', async () => {
    const refusing: MailTransport = {
      send: () =>
        Promise.reject(Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 })),
      close() {},
    };
    const { bookingId } = await requestStay();
    expect(await deliver(app, clock.now, refusing)).toMatchObject({ failed: 3 });
    const [guest] = await outboxOf(app, bookingId);
    expect(guest).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: '550 mailbox unavailable',
    });
  });

  it('loses nothing when a worker dies mid-send: after its lease another one sends it', async () => {
    const { bookingId, reference } = await requestStay();
    const hanging: MailTransport = { send: () => new Promise(() => {}), close() {} };
    void deliver(app, clock.now, hanging);
    await expect
      .poll(async () => (await outboxOf(app, bookingId)).map((message) => message.status))
      .toContain('sending');

    // The dead worker's lease still holds: a second worker leaves its message alone.
    expect(await deliver(app, clock.now)).toMatchObject({ sent: 0 });
    clock.advanceMinutes(deliveryPolicy.leaseMs / 60_000 + 1);
    expect(await deliver(app, clock.now)).toMatchObject({ sent: 3 });
    expect(receivedAbout(reference)).toHaveLength(3);
    expect((await outboxOf(app, bookingId)).every((message) => message.status === 'sent')).toBe(
      true,
    );
  });

  it('never sends a message twice when two workers share the database', async () => {
    const before = smtp.received.length;
    for (let index = 0; index < 12; index += 1) {
      await postFrom(
        app,
        '/api/contact',
        { name: `Guest ${index}`, email: `guest${index}@example.com`, message: 'Hello there!' },
        '203.0.113.8',
      );
    }
    // 12 messages, each to two admins and an acknowledgement: 36 e-mails, worked by two workers.
    let pending = true;
    while (pending) {
      const [first, second] = await Promise.all([deliver(app, clock.now), deliver(app, clock.now)]);
      pending = first.sent + second.sent > 0;
    }
    const sent = smtp.received.slice(before);
    expect(sent).toHaveLength(36);
    expect(new Set(sent.map((email) => email.messageId)).size).toBe(36);
  });
});

describe('e-mail without an SMTP server', () => {
  const clock = testClock();
  let app: FastifyInstance;
  let adminCookie: string;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, sweepHolds: false, mailTransport: null });
    await createStaff(app, { username: 'alice', role: 'admin' });
    adminCookie = await signIn(app, 'alice');
  });
  afterAll(() => app.close());

  it('keeps every message, marked unsent and readable, and explains why it cannot retry', async () => {
    const { bookingId } = await authorizedBooking(app, stayIn(40));
    expect(await deliver(app, clock.now)).toEqual({ sent: 0, retrying: 0, failed: 0, unsent: 3 });
    const listed = await adminCall(app, adminCookie, 'GET', '/outbox');
    expect(listed.json()).toMatchObject({
      smtpConfigured: false,
      counts: { unsent: 3, queued: 0, sent: 0, failed: 0, sending: 0 },
    });
    const guest = listed
      .json()
      .messages.find((message: { template: string }) => message.template === 'booking-received');
    expect(guest).toMatchObject({ status: 'unsent', lastError: noSmtpMessage, bookingId });
    expect(guest.textBody).toContain('Your card is authorized for');

    const retry = await adminCall(app, adminCookie, 'POST', `/outbox/${guest.id}/retry`);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toContain('No SMTP server is configured');
    const booking = await adminCall(app, adminCookie, 'GET', `/bookings/${bookingId}`);
    expect(booking.json()).toMatchObject({
      guestNotificationSent: false,
      adminNotificationSent: false,
    });
  });
});
