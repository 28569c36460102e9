import { and, eq } from 'drizzle-orm';
import type { IsoDate } from '../../../shared/domain/dates';
import type { Database } from '../../db/client';
import { adminUsers, bookings, contactMessages, emailOutbox } from '../../db/schema';
import { bookingVillaIds } from '../bookings/villa-ids';
import type { EmailTemplate } from '../../../shared/contract/admin';
import { render, type BookingFacts } from './templates';
import type { RenderedEmail } from './layout';

/** What enqueueing needs to know beyond the event itself. */
export interface OutboxSettings {
  /** The site's public origin, for links to the dashboard. */
  publicUrl: string;
  /** STAFF_NOTIFY_EMAILS; undefined means every active admin. */
  staffRecipients: string[] | undefined;
}

/** A database handle or an open transaction: messages are written beside the event they report. */
type Writer = Pick<Database, 'insert' | 'select'>;

interface QueuedMessage {
  template: EmailTemplate;
  audience: 'guest' | 'staff';
  to: string;
  email: RenderedEmail;
  /** One event, one message: a replayed event finds its message already queued. */
  dedupeKey: string;
  bookingId?: number;
  contactMessageId?: number;
}

async function enqueue(tx: Writer, message: QueuedMessage): Promise<void> {
  await tx
    .insert(emailOutbox)
    .values({
      template: message.template,
      audience: message.audience,
      toAddress: message.to,
      subject: message.email.subject,
      textBody: message.email.text,
      htmlBody: message.email.html,
      bookingId: message.bookingId,
      contactMessageId: message.contactMessageId,
      dedupeKey: message.dedupeKey,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey });
}

async function staffAddresses(tx: Writer, settings: OutboxSettings): Promise<string[]> {
  if (settings.staffRecipients) return settings.staffRecipients;
  const admins = await tx
    .select({ email: adminUsers.email })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'admin'), eq(adminUsers.active, true)))
    .orderBy(adminUsers.id);
  return admins.map((admin) => admin.email);
}

async function bookingFacts(tx: Writer, bookingId: number): Promise<BookingFacts> {
  const [booking] = await tx
    .select({
      booking: bookings,
      villaIds: bookingVillaIds,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) throw new Error(`Booking ${bookingId} not found for its e-mail`);
  return { ...booking.booking, villaIds: booking.villaIds.map(Number) };
}

function dashboardLink(settings: OutboxSettings, query: string): string {
  return `${settings.publicUrl}/admin/dashboard?${query}`;
}

/**
 * A request whose card is now authorized: the guest's "we have your request" and the staff's
 * "new request". Safe to call again for the same booking.
 */
export async function queueBookingReceived(
  tx: Writer,
  bookingId: number,
  settings: OutboxSettings,
): Promise<void> {
  const booking = await bookingFacts(tx, bookingId);
  await enqueue(tx, {
    template: 'booking-received',
    audience: 'guest',
    to: booking.email,
    email: render.bookingReceived(booking),
    dedupeKey: `booking-${bookingId}-received`,
    bookingId,
  });
  const staffEmail = render.bookingNewForStaff(
    booking,
    dashboardLink(settings, `tab=bookings&q=${encodeURIComponent(booking.bookingReference)}`),
  );
  for (const address of await staffAddresses(tx, settings)) {
    await enqueue(tx, {
      template: 'booking-new-staff',
      audience: 'staff',
      to: address,
      email: staffEmail,
      dedupeKey: `booking-${bookingId}-new-staff-${address.toLowerCase()}`,
      bookingId,
    });
  }
}

export type BookingDecision =
  | { outcome: 'approved' }
  | { outcome: 'rejected' }
  /** `wasCaptured`: the guest had been charged, so the refund policy applies. */
  | { outcome: 'cancelled'; wasCaptured: boolean; cancelledOn: IsoDate };

/** Tells the guest the outcome of their booking. */
export async function queueBookingDecision(
  tx: Writer,
  bookingId: number,
  decision: BookingDecision,
): Promise<void> {
  const booking = await bookingFacts(tx, bookingId);
  const email =
    decision.outcome === 'approved'
      ? render.bookingApproved(booking)
      : decision.outcome === 'rejected'
        ? render.bookingRejected(booking)
        : render.bookingCancelled(booking, decision.wasCaptured, decision.cancelledOn);
  await enqueue(tx, {
    template: `booking-${decision.outcome}`,
    audience: 'guest',
    to: booking.email,
    email,
    dedupeKey: `booking-${bookingId}-${decision.outcome}`,
    bookingId,
  });
}

/** A guest's message: the staff's copy (reply goes to the guest) and the guest's acknowledgement. */
export async function queueContactMessage(
  tx: Writer,
  messageId: number,
  settings: OutboxSettings,
): Promise<void> {
  const [message] = await tx
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, messageId));
  if (!message) throw new Error(`Contact message ${messageId} not found for its e-mail`);
  const staffEmail = render.contactForStaff(message, dashboardLink(settings, 'tab=communications'));
  for (const address of await staffAddresses(tx, settings)) {
    await enqueue(tx, {
      template: 'contact-staff',
      audience: 'staff',
      to: address,
      email: staffEmail,
      dedupeKey: `contact-${messageId}-staff-${address.toLowerCase()}`,
      contactMessageId: messageId,
    });
  }
  await enqueue(tx, {
    template: 'contact-acknowledgement',
    audience: 'guest',
    to: message.email,
    email: render.contactAcknowledgement(message),
    dedupeKey: `contact-${messageId}-acknowledgement`,
    contactMessageId: messageId,
  });
}
