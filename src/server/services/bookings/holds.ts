import { and, eq, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { bookings, bookingVillas } from '../../db/schema';
import {
  applyIntentUpdate,
  paymentContextOf,
  syncBookingPayment,
  type PaymentContext,
} from '../payments/payment-service';

type Executor = Pick<Database, 'execute' | 'update' | 'select' | 'selectDistinct'>;

/** A pending request whose 30-minute hold ran out before its card was authorized. */
function holdRanOut(now: Date) {
  return and(
    eq(bookings.status, 'pending'),
    lte(bookings.holdExpiresAt, now),
    or(isNull(bookings.stripePaymentStatus), ne(bookings.stripePaymentStatus, 'requires_capture')),
  );
}

/**
 * Ends the requests whose hold ran out unpaid: they become cancelled and free their nights.
 * `bookingIds` narrows the sweep (the booking transaction frees only what is in its way).
 * Returns the ids of the requests it ended.
 */
export async function releaseExpiredHolds(
  db: Executor,
  now: Date,
  bookingIds?: readonly number[],
): Promise<number[]> {
  if (bookingIds && bookingIds.length === 0) return [];
  const ended = await db
    .update(bookings)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(holdRanOut(now), bookingIds ? inArray(bookings.id, [...bookingIds]) : undefined))
    .returning({ id: bookings.id });
  const ids = ended.map((row) => row.id);
  if (ids.length > 0) {
    await db
      .update(bookingVillas)
      .set({ blocks: false })
      .where(inArray(bookingVillas.bookingId, ids));
  }
  return ids;
}

/**
 * Ends the requests whose hold ran out unpaid among those holding `villaIds` on any night of
 * `stay`, so that a write about to take those nights is not refused because of them.
 */
export async function releaseExpiredHoldsInTheWay(
  db: Executor,
  nights: { villaIds: readonly number[]; stay: SQL },
  now: Date,
): Promise<number[]> {
  const inTheWay = await db
    .selectDistinct({ bookingId: bookingVillas.bookingId })
    .from(bookingVillas)
    .where(
      and(
        eq(bookingVillas.blocks, true),
        isNotNull(bookingVillas.bookingId),
        inArray(bookingVillas.villaId, [...nights.villaIds]),
        sql`${bookingVillas.stay} && ${nights.stay}`,
      ),
    );
  return releaseExpiredHolds(
    db,
    now,
    inTheWay.flatMap((row) => (row.bookingId === null ? [] : [row.bookingId])),
  );
}

/**
 * One sweep: first asks the provider about expired requests that started a payment (a webhook
 * may have been missed, and an authorized card keeps its nights), then ends the rest and
 * releases their authorizations.
 */
export async function sweepExpiredHolds(context: PaymentContext): Promise<number[]> {
  const { db, provider } = context;
  const now = context.now();
  const withPayment = await db
    .select({ id: bookings.id, paymentIntentId: bookings.stripePaymentIntentId })
    .from(bookings)
    .where(and(holdRanOut(now), isNotNull(bookings.stripePaymentIntentId)));
  for (const booking of withPayment) {
    if (!booking.paymentIntentId) continue;
    await applyIntentUpdate(context, await provider.retrieveIntent(booking.paymentIntentId));
  }

  const ended = await releaseExpiredHolds(db, now);
  const endedWithPayment = withPayment.filter((booking) => ended.includes(booking.id));
  for (const booking of endedWithPayment) {
    if (!booking.paymentIntentId) continue;
    const intent = await provider.cancelIntent(
      booking.paymentIntentId,
      `booking-${booking.id}-hold-expired`,
    );
    await syncBookingPayment(db, booking.id, intent);
  }
  return ended;
}

export const holdSweepIntervalMs = 60_000;

/** Sweeps expired holds every minute while the server runs. */
export function startHoldSweeper(app: FastifyInstance) {
  const sweep = async () => {
    try {
      const ended = await sweepExpiredHolds(paymentContextOf(app));
      if (ended.length > 0) app.log.info({ bookingIds: ended }, 'expired payment holds released');
    } catch (error) {
      app.log.warn({ err: error }, 'hold sweep failed; retrying at the next sweep');
    }
  };
  const timer = setInterval(sweep, holdSweepIntervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
