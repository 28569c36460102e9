import { and, eq, inArray } from 'drizzle-orm';
import { formatUsdCents } from '../../../shared/domain/money';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { RequestError } from '../../plugins/errors';
import { queueBookingReceived, type OutboxSettings } from '../mail/outbox';
import type { PaymentIntentView, PaymentProvider } from './provider';

export interface PaymentContext {
  db: Database;
  provider: PaymentProvider;
  now: () => Date;
  /** Payment events the guest and staff hear about are queued for e-mail with these. */
  outbox: OutboxSettings;
}

/** The payment context of a running app. */
export function paymentContextOf(app: FastifyInstance): PaymentContext {
  return { db: app.db, provider: app.paymentProvider, now: app.now, outbox: app.outboxSettings };
}

type BookingRow = typeof bookings.$inferSelect;

async function findBooking(db: Database, bookingId: number): Promise<BookingRow> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw new RequestError(404, 'Booking not found');
  return booking;
}

/** The booking columns that mirror a payment intent. */
function paymentFields(intent: PaymentIntentView) {
  return {
    stripePaymentIntentId: intent.id,
    stripePaymentStatus: intent.status,
    stripePaymentAmount:
      intent.status === 'succeeded' ? intent.amountReceivedCents : intent.amountCents,
    stripeCaptured: intent.status === 'succeeded',
    authorizationExpiresAt: intent.status === 'requires_capture' ? intent.captureBefore : null,
    updatedAt: new Date(),
  };
}

/** Records what the provider says about a booking's payment. */
export async function syncBookingPayment(
  db: Pick<Database, 'update'>,
  bookingId: number,
  intent: PaymentIntentView,
): Promise<void> {
  await db.update(bookings).set(paymentFields(intent)).where(eq(bookings.id, bookingId));
}

export interface PreparedPayment {
  clientSecret: string;
  paymentIntentId: string;
  /** Cents, from the booking. */
  amount: number;
  provider: PaymentProvider['name'];
  publishableKey: string | null;
}

export const holdEndedMessage =
  'Your 30-minute hold on these dates has ended before the card was authorized. Please check the dates and send your request again.';

/**
 * The payment intent of a pending request, created once (the amount always comes from the
 * booking) and returned again on every later call.
 */
export async function preparePayment(
  context: PaymentContext,
  bookingId: number,
  bookingReference: string,
): Promise<PreparedPayment> {
  const booking = await findBooking(context.db, bookingId);
  // The same answer as an unknown id: a wrong reference tells nothing about the booking.
  if (booking.bookingReference !== bookingReference) {
    throw new RequestError(404, 'Booking not found');
  }
  if (booking.status !== 'pending') {
    throw new RequestError(
      409,
      `This booking is ${booking.status}; no payment can be taken for it.`,
    );
  }
  const authorized = booking.stripePaymentStatus === 'requires_capture';
  if (!authorized && booking.holdExpiresAt && booking.holdExpiresAt <= context.now()) {
    throw new RequestError(409, holdEndedMessage);
  }

  const intent = booking.stripePaymentIntentId
    ? await context.provider.retrieveIntent(booking.stripePaymentIntentId)
    : await context.provider.createIntent(
        {
          bookingId: booking.id,
          bookingReference: booking.bookingReference,
          amountCents: booking.totalPriceCents,
          description: `Bahama Garden Villas booking ${booking.bookingReference}`,
        },
        `booking-${booking.id}-authorization`,
      );
  if (!booking.stripePaymentIntentId) {
    await context.db
      .update(bookings)
      .set({ paymentProvider: context.provider.name })
      .where(eq(bookings.id, booking.id));
  }
  await syncBookingPayment(context.db, booking.id, intent);
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: intent.amountCents,
    provider: context.provider.name,
    publishableKey: context.provider.publishableKey,
  };
}

/**
 * Applies a provider's report about an intent (a webhook, a card confirmation). An authorization
 * that arrives for a request that has already ended is released at once: nobody is left with
 * money held for nights they do not have. The status check and the write are one statement, so
 * a hold ending at the same moment cannot slip between them.
 */
export async function applyIntentUpdate(
  context: PaymentContext,
  intent: PaymentIntentView,
): Promise<{ bookingId: number | null; released: boolean }> {
  const [booking] = await context.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.stripePaymentIntentId, intent.id));
  const bookingId = booking?.id ?? intent.bookingId;
  if (!bookingId) return { bookingId: null, released: false };

  if (intent.status !== 'requires_capture') {
    await syncBookingPayment(context.db, bookingId, intent);
    return { bookingId, released: false };
  }
  const kept = await context.db.transaction(async (tx) => {
    const [booking] = await tx
      .update(bookings)
      .set(paymentFields(intent))
      .where(and(eq(bookings.id, bookingId), inArray(bookings.status, ['pending', 'confirmed'])))
      .returning({ id: bookings.id, status: bookings.status });
    // The request is complete once its card is authorized: now the guest and staff hear of it.
    if (booking?.status === 'pending') await queueBookingReceived(tx, bookingId, context.outbox);
    return Boolean(booking);
  });
  if (kept) return { bookingId, released: false };

  const released = await context.provider.cancelIntent(
    intent.id,
    `booking-${bookingId}-release-orphan`,
  );
  await syncBookingPayment(context.db, bookingId, released);
  return { bookingId, released: true };
}

/**
 * Takes the authorized amount (staff approval). Idempotent: a captured booking stays captured.
 * An authorization that expired cannot be captured; then nothing changes.
 */
export async function capturePayment(context: PaymentContext, bookingId: number) {
  const booking = await findBooking(context.db, bookingId);
  if (booking.stripeCaptured) return booking;
  if (!booking.stripePaymentIntentId || booking.stripePaymentStatus !== 'requires_capture') {
    throw new RequestError(
      409,
      'This booking has no card authorization to capture. Ask the guest to authorize a card first.',
    );
  }
  if (booking.authorizationExpiresAt && booking.authorizationExpiresAt <= context.now()) {
    throw new RequestError(
      409,
      `The card authorization expired on ${booking.authorizationExpiresAt.toUTCString()} and can no longer be captured. Ask the guest to authorize a card again.`,
    );
  }
  const intent = await context.provider.captureIntent(
    booking.stripePaymentIntentId,
    `booking-${booking.id}-capture`,
  );
  await syncBookingPayment(context.db, booking.id, intent);
  return findBooking(context.db, booking.id);
}

/**
 * Releases the authorization (staff rejection, cancellation). Idempotent; a captured payment
 * cannot be released this way (it needs a refund).
 */
export async function cancelPayment(context: PaymentContext, bookingId: number) {
  const booking = await findBooking(context.db, bookingId);
  if (!booking.stripePaymentIntentId || booking.stripePaymentStatus === 'canceled') return booking;
  if (booking.stripeCaptured) {
    throw new RequestError(
      409,
      `This booking's payment of ${formatUsdCents(booking.stripePaymentAmount ?? 0)} was already captured; refund it instead.`,
    );
  }
  const intent = await context.provider.cancelIntent(
    booking.stripePaymentIntentId,
    `booking-${booking.id}-cancel`,
  );
  await syncBookingPayment(context.db, booking.id, intent);
  return findBooking(context.db, booking.id);
}
