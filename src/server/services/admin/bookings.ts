import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  checkStatusMove,
  paymentBadge,
  type BookingStatus,
} from '../../../shared/domain/booking-rules';
import type { AdminBooking } from '../../../shared/contract/admin';
import type { Database } from '../../db/client';
import { bookings, bookingVillas } from '../../db/schema';
import { RequestError } from '../../plugins/errors';
import { todayIso } from '../../../shared/domain/dates';
import { queueBookingDecision, type BookingDecision } from '../mail/outbox';
import { bookingVillaIds } from '../bookings/villa-ids';
import { cancelPayment, capturePayment, type PaymentContext } from '../payments/payment-service';

type BookingRow = typeof bookings.$inferSelect;

/** A booking as the staff dashboard shows it: money in dollars and cents, the payment badge. */
function bookingView(row: BookingRow & { villaIds: number[] }) {
  return {
    id: row.id,
    bookingReference: row.bookingReference,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    guests: row.guests,
    specialRequests: row.specialRequests,
    villaPreferences: row.villaPreferences,
    villaIds: row.villaIds.map(Number),
    isEntireComplex: row.isEntireComplex,
    startDate: row.startDate,
    endDate: row.endDate,
    totalPrice: row.totalPriceCents / 100,
    totalPriceCents: row.totalPriceCents,
    status: row.status,
    holdExpiresAt: row.holdExpiresAt,
    approved: row.approved,
    approvedBy: row.approvedBy,
    approvedAt: row.approvedAt,
    adminSummaryNotes: row.adminSummaryNotes,
    paymentProvider: row.paymentProvider,
    stripePaymentIntentId: row.stripePaymentIntentId,
    stripePaymentStatus: row.stripePaymentStatus,
    /** Cents. */
    stripePaymentAmount: row.stripePaymentAmount,
    stripeCaptured: row.stripeCaptured,
    authorizationExpiresAt: row.authorizationExpiresAt,
    paymentBadge: paymentBadge(row),
    guestNotificationSent: row.guestNotificationSent,
    adminNotificationSent: row.adminNotificationSent,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  } satisfies Record<keyof AdminBooking, unknown>;
}

export type AdminBookingView = ReturnType<typeof bookingView>;

function selectBookings(db: Database, where: SQL | undefined, limit?: number) {
  const query = db
    .select({ booking: bookings, villaIds: bookingVillaIds })
    .from(bookings)
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  return (limit ? query.limit(limit) : query).then((rows) =>
    rows.map((row) => bookingView({ ...row.booking, villaIds: row.villaIds })),
  );
}

/** Every booking, newest first; `q` matches the guest's name or the booking reference. */
export function listBookings(
  db: Database,
  filter: { status?: BookingStatus; q?: string; limit?: number } = {},
): Promise<AdminBookingView[]> {
  const words = filter.q?.trim();
  const pattern = words ? `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
  return selectBookings(
    db,
    and(
      filter.status ? eq(bookings.status, filter.status) : undefined,
      pattern
        ? or(
            ilike(bookings.bookingReference, pattern),
            ilike(sql`${bookings.firstName} || ' ' || ${bookings.lastName}`, pattern),
          )
        : undefined,
    ),
    filter.limit,
  );
}

export async function findBooking(db: Database, bookingId: number): Promise<AdminBookingView> {
  const [booking] = await selectBookings(db, eq(bookings.id, bookingId));
  if (!booking) throw new RequestError(404, 'Booking not found');
  return booking;
}

/**
 * Runs one staff decision on a booking at a time in this process, so two approvals clicked
 * together capture once. Across processes the provider's idempotency keys and the conditional
 * status updates below keep the outcome single.
 */
const decisionsInProgress = new Map<number, Promise<unknown>>();

async function oneDecisionAtATime<T>(bookingId: number, decide: () => Promise<T>): Promise<T> {
  const previous = decisionsInProgress.get(bookingId) ?? Promise.resolve();
  const current = previous.catch(() => undefined).then(decide);
  decisionsInProgress.set(bookingId, current);
  try {
    return await current;
  } finally {
    if (decisionsInProgress.get(bookingId) === current) decisionsInProgress.delete(bookingId);
  }
}

function refuseMove(from: BookingStatus, to: BookingStatus): void {
  const move = checkStatusMove(from, to);
  if (!move.ok) throw new RequestError(409, move.message);
}

/** The statuses whose nights go back on sale. */
const freesNights: readonly BookingStatus[] = ['cancelled', 'rejected', 'refunded', 'no-show'];

/**
 * Moves a booking from `from` to the new status in one transaction, freeing its nights when the
 * new status no longer holds them. Answers false when the booking was no longer `from`.
 */
async function writeStatus(
  db: Database,
  bookingId: number,
  from: BookingStatus,
  changes: Partial<BookingRow> & { status: BookingStatus; updatedAt: Date },
  guestHears?: BookingDecision,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(bookings)
      .set(changes)
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, from)))
      .returning({ id: bookings.id });
    if (moved.length === 0) return false;
    if (freesNights.includes(changes.status)) {
      await tx
        .update(bookingVillas)
        .set({ blocks: false })
        .where(eq(bookingVillas.bookingId, bookingId));
    }
    if (guestHears) await queueBookingDecision(tx, bookingId, guestHears);
    return true;
  });
}

const changedMeanwhile =
  'This booking was changed by someone else just now. Refresh and try again.';

/** Approve: capture the authorized card, then confirm. A second approval answers the same. */
export function approveBooking(context: PaymentContext, bookingId: number, staffId: number) {
  return oneDecisionAtATime(bookingId, async () => {
    const booking = await findBooking(context.db, bookingId);
    if (booking.status === 'confirmed' && booking.approved) return booking;
    refuseMove(booking.status, 'confirmed');
    await capturePayment(context, bookingId);
    const now = context.now();
    const moved = await writeStatus(
      context.db,
      bookingId,
      'pending',
      { status: 'confirmed', approved: true, approvedBy: staffId, approvedAt: now, updatedAt: now },
      { outcome: 'approved' },
    );
    if (!moved) throw new RequestError(409, changedMeanwhile);
    return findBooking(context.db, bookingId);
  });
}

/** Reject: release the card authorization, then reject and free the nights. */
export function rejectBooking(context: PaymentContext, bookingId: number, staffId: number) {
  return oneDecisionAtATime(bookingId, async () => {
    const booking = await findBooking(context.db, bookingId);
    if (booking.status === 'rejected') return booking;
    refuseMove(booking.status, 'rejected');
    await cancelPayment(context, bookingId);
    const now = context.now();
    const moved = await writeStatus(
      context.db,
      bookingId,
      'pending',
      { status: 'rejected', approved: false, approvedBy: staffId, approvedAt: now, updatedAt: now },
      { outcome: 'rejected' },
    );
    if (!moved) throw new RequestError(409, changedMeanwhile);
    return findBooking(context.db, bookingId);
  });
}

/**
 * The status menu. Confirming is approving (the card is captured; without an authorized card
 * it is refused) and rejecting releases the card, so the money always follows the status.
 * Cancelling a pending booking releases its authorization; a captured payment stays captured
 * (refunds are made with the provider, then recorded as `refunded`).
 */
export async function changeBookingStatus(
  context: PaymentContext,
  bookingId: number,
  status: BookingStatus,
  staffId: number,
) {
  const current = await findBooking(context.db, bookingId);
  refuseMove(current.status, status);
  if (status === 'confirmed') return approveBooking(context, bookingId, staffId);
  if (status === 'rejected') return rejectBooking(context, bookingId, staffId);
  return oneDecisionAtATime(bookingId, async () => {
    const booking = await findBooking(context.db, bookingId);
    refuseMove(booking.status, status);
    if (booking.status === 'pending') await cancelPayment(context, bookingId);
    const now = context.now();
    const moved = await writeStatus(
      context.db,
      bookingId,
      booking.status,
      { status, updatedAt: now },
      status === 'cancelled'
        ? { outcome: 'cancelled', wasCaptured: booking.stripeCaptured, cancelledOn: todayIso(now) }
        : undefined,
    );
    if (!moved) throw new RequestError(409, changedMeanwhile);
    return findBooking(context.db, bookingId);
  });
}
