import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type {
  CalendarBlockEntry,
  CalendarBookingEntry,
  CalendarConflict,
  ManualBlockCreateRequest,
  StaffCalendarMonth,
} from '../../../shared/contract/calendar';
import { manualBlockReasonLabels } from '../../../shared/contract/calendar';
import { addMonthsIso, todayIso } from '../../../shared/domain/dates';
import type { Database } from '../../db/client';
import { pgError, pgErrorCodes } from '../../db/errors';
import { bookings, bookingVillas, calendarBlocks, calendarFeeds } from '../../db/schema';
import { RequestError } from '../../plugins/errors';
import { stayRange, takenVillaIds, takesNights } from '../bookings/availability';
import { unavailableMessage } from '../bookings/create-booking';
import { releaseExpiredHoldsInTheWay } from '../bookings/holds';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Lets a block's booking_villas row take its nights if nothing else holds them. The row is
 * written non-blocking first; turning it blocking runs in a savepoint, so when the exclusion
 * constraint refuses (the nights are taken) the surrounding transaction carries on and the row
 * stays a conflict. Answers whether the row now holds its nights.
 */
export async function holdNightsIfFree(
  tx: Transaction,
  row: { id: number; villaId: number; startDate: string; endDate: string },
  now: Date,
): Promise<boolean> {
  const stay = stayRange(row.startDate, row.endDate);
  await releaseExpiredHoldsInTheWay(tx, { villaIds: [row.villaId], stay }, now);
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint
        .update(bookingVillas)
        .set({ blocks: true })
        .where(eq(bookingVillas.id, row.id));
    });
    return true;
  } catch (error) {
    if (pgError(error).code === pgErrorCodes.exclusionViolation) return false;
    throw error;
  }
}

type BlockRow = typeof calendarBlocks.$inferSelect;

function blockEntry(
  block: BlockRow,
  facts: { feedName: string | null; blocks: boolean },
): CalendarBlockEntry {
  return {
    kind: 'block',
    id: block.id,
    villaId: block.villaId,
    startDate: block.startDate,
    endDate: block.endDate,
    source: block.source,
    reason: block.reason,
    note: block.note,
    feedName: facts.feedName,
    conflict: block.source === 'ical' && !facts.blocks,
  };
}

/**
 * Closes the same nights on each chosen villa, all or nothing: a villa already booked or
 * blocked on one of the nights refuses the whole request with a 409 naming it.
 */
export async function addManualBlocks(
  db: Database,
  request: ManualBlockCreateRequest,
  options: { staffId: number; now: Date },
): Promise<CalendarBlockEntry[]> {
  const { now, staffId } = options;
  const villaIds = [...new Set(request.villaIds)].sort((a, b) => a - b);
  const stay = stayRange(request.startDate, request.endDate);
  try {
    return await db.transaction(async (tx) => {
      await releaseExpiredHoldsInTheWay(tx, { villaIds, stay }, now);
      const blocks = await tx
        .insert(calendarBlocks)
        .values(
          villaIds.map((villaId) => ({
            villaId,
            startDate: request.startDate,
            endDate: request.endDate,
            source: 'manual' as const,
            reason: request.reason,
            note: request.note || null,
            createdBy: staffId,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning();
      await tx.insert(bookingVillas).values(
        blocks.map((block) => ({
          blockId: block.id,
          villaId: block.villaId,
          stay: sql`${stay}`,
          blocks: true,
        })),
      );
      return blocks.map((block) => blockEntry(block, { feedName: null, blocks: true }));
    });
  } catch (error) {
    if (pgError(error).code !== pgErrorCodes.exclusionViolation) throw error;
    const taken = await takenVillaIds(
      db,
      { start: request.startDate, end: request.endDate, villaIds },
      now,
    );
    throw new RequestError(409, unavailableMessage(taken.length > 0 ? taken : villaIds, false));
  }
}

/** Removes a manual block, freeing its nights; imported blocks follow their feed instead. */
export async function removeManualBlock(db: Database, blockId: number): Promise<void> {
  const [block] = await db.select().from(calendarBlocks).where(eq(calendarBlocks.id, blockId));
  if (!block) throw new RequestError(404, 'Block not found');
  if (block.source !== 'manual') {
    throw new RequestError(
      409,
      'Imported blocks follow their channel calendar: free the nights there, or remove the feed in Settings.',
    );
  }
  await db.delete(calendarBlocks).where(eq(calendarBlocks.id, blockId));
}

/** Blocks with their row's state and feed name, oldest night first. */
function selectBlocks(db: Database) {
  return db
    .select({ block: calendarBlocks, blocks: bookingVillas.blocks, feedName: calendarFeeds.name })
    .from(calendarBlocks)
    .innerJoin(bookingVillas, eq(bookingVillas.blockId, calendarBlocks.id))
    .leftJoin(calendarFeeds, eq(calendarFeeds.id, calendarBlocks.feedId))
    .$dynamic();
}

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** What holds the nights an imported event wanted: bookings by reference, blocks by kind. */
async function overlapsOf(db: Database, conflict: CalendarBlockEntry, now: Date) {
  const stay = stayRange(conflict.startDate, conflict.endDate);
  const rows = await db
    .select({
      bookingReference: bookings.bookingReference,
      status: bookings.status,
      source: calendarBlocks.source,
      reason: calendarBlocks.reason,
      feedName: calendarFeeds.name,
    })
    .from(bookingVillas)
    .leftJoin(bookings, eq(bookings.id, bookingVillas.bookingId))
    .leftJoin(calendarBlocks, eq(calendarBlocks.id, bookingVillas.blockId))
    .leftJoin(calendarFeeds, eq(calendarFeeds.id, calendarBlocks.feedId))
    .where(
      and(
        takesNights(now),
        eq(bookingVillas.villaId, conflict.villaId),
        sql`${bookingVillas.stay} && ${stay}`,
      ),
    )
    .orderBy(asc(bookingVillas.stay));
  return rows.map((row) => {
    if (row.bookingReference)
      return `Booking ${row.bookingReference} (${statusLabel(row.status ?? '')})`;
    if (row.source === 'ical') return `${row.feedName ?? 'Imported'} event`;
    return `Manual block (${row.reason ? manualBlockReasonLabels[row.reason] : 'Other'})`;
  });
}

/** Imported events that could not take their nights and have not ended, with what is there. */
export async function calendarConflicts(db: Database, now: Date): Promise<CalendarConflict[]> {
  const rows = await selectBlocks(db)
    .where(
      and(
        eq(calendarBlocks.source, 'ical'),
        eq(bookingVillas.blocks, false),
        gt(calendarBlocks.endDate, todayIso(now)),
      ),
    )
    .orderBy(asc(calendarBlocks.startDate), asc(calendarBlocks.id));
  const conflicts = rows.map((row) => blockEntry(row.block, row));
  return Promise.all(
    conflicts.map(async (conflict) => ({
      ...conflict,
      overlaps: await overlapsOf(db, conflict, now),
    })),
  );
}

/** How many conflicts the Overview announces. */
export async function countCalendarConflicts(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(calendarBlocks)
    .innerJoin(bookingVillas, eq(bookingVillas.blockId, calendarBlocks.id))
    .where(
      and(
        eq(calendarBlocks.source, 'ical'),
        eq(bookingVillas.blocks, false),
        gt(calendarBlocks.endDate, todayIso(now)),
      ),
    );
  return row?.count ?? 0;
}

/**
 * The staff calendar's month (`YYYY-MM`): the bookings that hold nights in it (by status, with
 * the guest's name: staff only), every block touching it, and every current conflict.
 */
export async function calendarMonth(
  db: Database,
  month: string,
  now: Date,
): Promise<StaffCalendarMonth> {
  const from = `${month}-01`;
  const until = addMonthsIso(from, 1);
  const [bookingRows, blockRows, conflicts] = await Promise.all([
    db
      .select({
        id: bookings.id,
        villaId: bookingVillas.villaId,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        status: bookings.status,
        bookingReference: bookings.bookingReference,
        firstName: bookings.firstName,
        lastName: bookings.lastName,
      })
      .from(bookingVillas)
      .innerJoin(bookings, eq(bookings.id, bookingVillas.bookingId))
      .where(and(takesNights(now), sql`${bookingVillas.stay} && ${stayRange(from, until)}`))
      .orderBy(asc(bookings.startDate), asc(bookingVillas.villaId)),
    selectBlocks(db)
      .where(and(lt(calendarBlocks.startDate, until), gt(calendarBlocks.endDate, from)))
      .orderBy(asc(calendarBlocks.startDate), asc(calendarBlocks.villaId)),
    calendarConflicts(db, now),
  ]);
  const bookingEntries = bookingRows.map(
    ({ firstName, lastName, ...row }): CalendarBookingEntry => ({
      kind: 'booking',
      ...row,
      guestName: `${firstName} ${lastName}`,
    }),
  );
  const blockEntries = blockRows.map((row) => blockEntry(row.block, row));
  return {
    month,
    entries: [...bookingEntries, ...blockEntries].sort(
      (a, b) => a.startDate.localeCompare(b.startDate) || a.villaId - b.villaId,
    ),
    conflicts,
  };
}
