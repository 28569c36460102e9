import { sql } from 'drizzle-orm';
import { bookings, bookingVillas } from '../../db/schema';

/**
 * A column for a select from `bookings`: the booking's villa ids, in order. Written with explicit
 * qualifiers: in a single-table select Drizzle leaves column names bare, and a bare "id" inside
 * the subquery would be booking_villas' own id, not the booking's.
 */
export const bookingVillaIds = sql<number[]>`coalesce((
  select array_agg(booking_villa.villa_id order by booking_villa.villa_id)
  from ${bookingVillas} booking_villa where booking_villa.booking_id = ${bookings}.id
), '{}')`;
