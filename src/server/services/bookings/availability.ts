import { and, eq, gt, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { villas } from '../../../shared/content/villas';
import type { BookingStatus } from '../../../shared/domain/booking-rules';
import type { IsoDate } from '../../../shared/domain/dates';
import type { Database } from '../../db/client';
import { bookings, bookingVillas, calendarBlocks } from '../../db/schema';

/** The half-open `[start, end)` range of a stay: check-out day is free for the next guest. */
export function stayRange(start: IsoDate, end: IsoDate): SQL {
  return sql`daterange(${start}::date, ${end}::date, '[)')`;
}

/**
 * Whether a booking_villas row takes its nights at `now` (ARCHITECTURE section 5): a calendar
 * block that holds them, a confirmed booking, or a pending one whose card is authorized or whose
 * payment hold is still running. The `blocks` flag alone can lag behind by up to one sweep, so
 * the hold is checked here too. Bookings are left-joined: a block's row has no booking.
 */
export function takesNights(now: Date): SQL {
  return and(
    eq(bookingVillas.blocks, true),
    or(
      isNotNull(bookingVillas.blockId),
      eq(bookings.status, 'confirmed'),
      and(
        eq(bookings.status, 'pending'),
        or(eq(bookings.stripePaymentStatus, 'requires_capture'), gt(bookings.holdExpiresAt, now)),
      ),
    ),
  ) as SQL;
}

/** Ids of the villas (of `villaIds`, or all) already taken on any night of the stay. */
export async function takenVillaIds(
  db: Database,
  stay: { start: IsoDate; end: IsoDate; villaIds?: readonly number[] },
  now: Date,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ villaId: bookingVillas.villaId })
    .from(bookingVillas)
    .leftJoin(bookings, eq(bookings.id, bookingVillas.bookingId))
    .where(
      and(
        takesNights(now),
        sql`${bookingVillas.stay} && ${stayRange(stay.start, stay.end)}`,
        stay.villaIds ? inArray(bookingVillas.villaId, [...stay.villaIds]) : undefined,
      ),
    );
  return rows.map((row) => row.villaId).sort((a, b) => a - b);
}

export interface VillaAvailability {
  id: number;
  slug: string;
  name: string;
  available: boolean;
}

export async function villaAvailability(
  db: Database,
  stay: { start: IsoDate; end: IsoDate },
  now: Date,
): Promise<VillaAvailability[]> {
  const taken = new Set(await takenVillaIds(db, stay, now));
  return villas.map((villa) => ({
    id: villa.id,
    slug: villa.slug,
    name: villa.name,
    available: !taken.has(villa.id),
  }));
}

export interface TakenStay {
  startDate: IsoDate;
  endDate: IsoDate;
  /** A booking's status, or `blocked` for nights closed by a manual or imported block. */
  status: BookingStatus | 'blocked';
  villaIds: number[];
}

/**
 * Every booking and calendar block that takes nights between `from` and `until`: dates, status
 * and villas only, never who the guest is or why a block was made (it is public).
 */
export async function takenStays(
  db: Database,
  window: { from: IsoDate; until: IsoDate },
  now: Date,
): Promise<TakenStay[]> {
  const inWindow = sql`${bookingVillas.stay} && ${stayRange(window.from, window.until)}`;
  const [bookingRows, blockRows] = await Promise.all([
    db
      .select({
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        status: bookings.status,
        villaIds: sql<
          number[]
        >`array_agg(${bookingVillas.villaId} order by ${bookingVillas.villaId})`,
      })
      .from(bookings)
      .innerJoin(bookingVillas, eq(bookings.id, bookingVillas.bookingId))
      .where(and(takesNights(now), inWindow))
      .groupBy(bookings.id),
    db
      .select({
        startDate: calendarBlocks.startDate,
        endDate: calendarBlocks.endDate,
        villaId: calendarBlocks.villaId,
      })
      .from(calendarBlocks)
      .innerJoin(bookingVillas, eq(calendarBlocks.id, bookingVillas.blockId))
      .where(and(eq(bookingVillas.blocks, true), inWindow)),
  ]);
  const stays: TakenStay[] = [
    ...bookingRows.map((row) => ({ ...row, villaIds: row.villaIds.map(Number) })),
    ...blockRows.map(({ villaId, ...row }) => ({
      ...row,
      status: 'blocked' as const,
      villaIds: [villaId],
    })),
  ];
  return stays.sort((a, b) => a.startDate.localeCompare(b.startDate));
}
