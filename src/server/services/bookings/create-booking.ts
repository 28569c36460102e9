import { eq, sql } from 'drizzle-orm';
import type { BookingRequest } from '../../../shared/contract/booking';
import { villaById, villas } from '../../../shared/content/villas';
import { checkStayWindow, holdExpiry } from '../../../shared/domain/booking-rules';
import { todayIso } from '../../../shared/domain/dates';
import { quoteStay } from '../../../shared/domain/pricing';
import type { Database } from '../../db/client';
import { pgError, pgErrorCodes } from '../../db/errors';
import { bookings, bookingVillas } from '../../db/schema';
import { RequestError } from '../../plugins/errors';
import { stayRange, takenVillaIds } from './availability';
import { releaseExpiredHoldsInTheWay } from './holds';
import { newBookingReference } from './reference';

type BookingRow = typeof bookings.$inferSelect;

export interface CreatedBooking {
  bookingId: number;
  bookingReference: string;
  /** Always false: the card is authorized on the next step and charged only on approval. */
  paid: boolean;
  stripePaymentIntentId: string | null;
  /** Whole dollars, computed by the server. */
  totalPrice: number;
  status: BookingRow['status'];
  holdExpiresAt: string | null;
}

function created(booking: BookingRow): CreatedBooking {
  return {
    bookingId: booking.id,
    bookingReference: booking.bookingReference,
    paid: booking.stripeCaptured,
    stripePaymentIntentId: booking.stripePaymentIntentId,
    totalPrice: booking.totalPriceCents / 100,
    status: booking.status,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
  };
}

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The 409 answer; its message contains "not available", which the booking page relies on. */
export function unavailableMessage(villaIds: readonly number[], isEntireComplex: boolean): string {
  const names = villaIds.map((id) => villaById(id)?.name ?? `Villa ${id}`);
  const verb = names.length === 1 ? 'is' : 'are';
  if (isEntireComplex) {
    return `The entire complex is not available for these dates: ${listNames(names)} ${verb} already booked. Please choose different dates or individual villas.`;
  }
  return `${listNames(names)} ${verb} not available for these dates. Please choose different dates or villas.`;
}

async function findByIdempotencyKey(db: Database, key: string) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
  return booking;
}

/**
 * Creates a pending request that holds its villas' nights for the payment step. The exclusion
 * constraint on booking_villas makes two holds on one villa-night impossible, however many
 * requests race; the loser gets a 409 naming the villas.
 */
export async function createBooking(
  db: Database,
  request: BookingRequest,
  options: { now: Date; idempotencyKey?: string },
): Promise<CreatedBooking> {
  const { now, idempotencyKey } = options;
  if (idempotencyKey) {
    const earlier = await findByIdempotencyKey(db, idempotencyKey);
    if (earlier) return created(earlier);
  }

  const windowErrors = checkStayWindow(request, todayIso(now));
  const firstWindowError = Object.values(windowErrors)[0];
  if (firstWindowError) throw new RequestError(400, firstWindowError, windowErrors);

  const isEntireComplex = request.isEntireComplex;
  const villaIds = isEntireComplex
    ? villas.map((villa) => villa.id)
    : [...new Set(request.villaIds)].sort((a, b) => a - b);
  // The server's price; a `totalPrice` sent by the client is ignored.
  const quote = quoteStay({
    stay: { startDate: request.startDate, endDate: request.endDate },
    villaIds,
    isEntireComplex,
  });
  const stay = stayRange(request.startDate, request.endDate);

  const insertBooking = () =>
    db.transaction(async (tx) => {
      // Requests whose hold ran out unpaid give way here, even before the sweeper sees them.
      await releaseExpiredHoldsInTheWay(tx, { villaIds, stay }, now);

      const [booking] = await tx
        .insert(bookings)
        .values({
          bookingReference: newBookingReference(),
          firstName: request.firstName,
          lastName: request.lastName,
          email: request.email,
          phone: request.phone,
          guests: request.guests,
          specialRequests: request.specialRequests || null,
          villaPreferences: request.villaPreferences ?? null,
          startDate: request.startDate,
          endDate: request.endDate,
          totalPriceCents: quote.totalCents,
          isEntireComplex,
          status: 'pending',
          holdExpiresAt: holdExpiry(now),
          idempotencyKey: idempotencyKey ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!booking) throw new Error('The booking insert returned no row');
      await tx.insert(bookingVillas).values(
        villaIds.map((villaId) => ({
          bookingId: booking.id,
          villaId,
          stay: sql`${stay}`,
          blocks: true,
        })),
      );
      return booking;
    });

  try {
    return created(await withFreshReference(insertBooking));
  } catch (error) {
    const { code, constraint } = pgError(error);
    if (code === pgErrorCodes.exclusionViolation) {
      const taken = await takenVillaIds(
        db,
        { start: request.startDate, end: request.endDate, villaIds },
        now,
      );
      throw new RequestError(
        409,
        unavailableMessage(taken.length > 0 ? taken : villaIds, isEntireComplex),
      );
    }
    if (
      code === pgErrorCodes.uniqueViolation &&
      idempotencyKey &&
      constraint?.includes('idempotency')
    ) {
      // The same submit, retried while the first was still being written.
      const earlier = await findByIdempotencyKey(db, idempotencyKey);
      if (earlier) return created(earlier);
    }
    throw error;
  }
}

/** Retries the rare write whose random reference was already taken. */
async function withFreshReference<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const { code, constraint } = pgError(error);
      const referenceTaken =
        code === pgErrorCodes.uniqueViolation && constraint === 'bookings_booking_reference_unique';
      if (!referenceTaken || attempt >= 3) throw error;
    }
  }
}
