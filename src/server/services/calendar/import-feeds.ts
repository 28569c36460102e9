import { asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  CalendarFeedCreateRequest,
  CalendarFeedView,
} from '../../../shared/contract/calendar';
import { todayIso } from '../../../shared/domain/dates';
import type { CalendarSyncConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { pgError, pgErrorCodes } from '../../db/errors';
import { bookingVillas, calendarBlocks, calendarFeeds } from '../../db/schema';
import { RequestError } from '../../plugins/errors';
import { stayRange } from '../bookings/availability';
import { holdNightsIfFree } from './blocks';
import { FeedError, parseFeedEvents, type FeedEvent } from './feed-events';
import { fetchFeed } from './fetch-feed';

type FeedRow = typeof calendarFeeds.$inferSelect;

function feedView(feed: FeedRow): CalendarFeedView {
  return {
    id: feed.id,
    villaId: feed.villaId,
    name: feed.name,
    url: feed.url,
    lastAttemptAt: feed.lastAttemptAt?.toISOString() ?? null,
    lastSuccessAt: feed.lastSuccessAt?.toISOString() ?? null,
    eventCount: feed.eventCount,
    lastError: feed.lastError,
    createdAt: feed.createdAt.toISOString(),
  };
}

export function listFeeds(db: Database): Promise<CalendarFeedView[]> {
  return db
    .select()
    .from(calendarFeeds)
    .orderBy(asc(calendarFeeds.villaId), asc(calendarFeeds.id))
    .then((rows) => rows.map(feedView));
}

async function findFeed(db: Database, feedId: number): Promise<FeedRow> {
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feedId));
  if (!feed) throw new RequestError(404, 'Calendar feed not found');
  return feed;
}

export async function addFeed(
  db: Database,
  request: CalendarFeedCreateRequest,
  options: { staffId: number; now: Date },
): Promise<FeedRow> {
  try {
    const [feed] = await db
      .insert(calendarFeeds)
      .values({ ...request, createdBy: options.staffId, createdAt: options.now })
      .returning();
    if (!feed) throw new Error('The feed insert returned no row');
    return feed;
  } catch (error) {
    if (pgError(error).code === pgErrorCodes.uniqueViolation) {
      throw new RequestError(409, 'This villa already imports that feed.', {
        url: 'This villa already imports that feed.',
      });
    }
    throw error;
  }
}

/** Removes a feed and its blocks: the nights it closed open again. */
export async function removeFeed(db: Database, feedId: number): Promise<void> {
  const removed = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.id, feedId))
    .returning({ id: calendarFeeds.id });
  if (removed.length === 0) throw new RequestError(404, 'Calendar feed not found');
}

/**
 * Makes the feed's blocks match its events, in one transaction: new events become blocks,
 * moved ones follow, vanished ones free their nights. Each block takes its nights only if they
 * are free; otherwise it is kept as a conflict, and every import tries again.
 */
async function applyEvents(db: Database, feedId: number, events: FeedEvent[], now: Date) {
  await db.transaction(async (tx) => {
    // One import of a feed at a time, across every app instance.
    const [feed] = await tx
      .select({ id: calendarFeeds.id, villaId: calendarFeeds.villaId })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.id, feedId))
      .for('update');
    if (!feed) return;

    const existing = await tx
      .select({
        block: calendarBlocks,
        rowId: bookingVillas.id,
        blocks: bookingVillas.blocks,
      })
      .from(calendarBlocks)
      .innerJoin(bookingVillas, eq(bookingVillas.blockId, calendarBlocks.id))
      .where(eq(calendarBlocks.feedId, feedId));
    const byUid = new Map(existing.map((row) => [row.block.eventUid, row]));
    const incoming = new Set(events.map((event) => event.uid));

    const vanished = existing.filter((row) => !incoming.has(row.block.eventUid ?? ''));
    if (vanished.length > 0) {
      await tx.delete(calendarBlocks).where(
        inArray(
          calendarBlocks.id,
          vanished.map((row) => row.block.id),
        ),
      );
    }

    for (const event of events) {
      const known = byUid.get(event.uid);
      const nights = { villaId: feed.villaId, startDate: event.startDate, endDate: event.endDate };
      if (!known) {
        const [block] = await tx
          .insert(calendarBlocks)
          .values({
            villaId: feed.villaId,
            startDate: event.startDate,
            endDate: event.endDate,
            source: 'ical',
            feedId,
            eventUid: event.uid,
            note: event.summary,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: calendarBlocks.id });
        if (!block) throw new Error('The block insert returned no row');
        const [row] = await tx
          .insert(bookingVillas)
          .values({
            blockId: block.id,
            villaId: feed.villaId,
            stay: sql`${stayRange(event.startDate, event.endDate)}`,
            blocks: false,
          })
          .returning({ id: bookingVillas.id });
        if (!row) throw new Error('The booking_villas insert returned no row');
        await holdNightsIfFree(tx, { id: row.id, ...nights }, now);
        continue;
      }
      const moved =
        known.block.startDate !== event.startDate || known.block.endDate !== event.endDate;
      if (moved || known.block.note !== event.summary) {
        await tx
          .update(calendarBlocks)
          .set({
            startDate: event.startDate,
            endDate: event.endDate,
            note: event.summary,
            updatedAt: now,
          })
          .where(eq(calendarBlocks.id, known.block.id));
      }
      if (moved) {
        await tx
          .update(bookingVillas)
          .set({ stay: sql`${stayRange(event.startDate, event.endDate)}`, blocks: false })
          .where(eq(bookingVillas.id, known.rowId));
      }
      if (moved || !known.blocks) await holdNightsIfFree(tx, { id: known.rowId, ...nights }, now);
    }

    await tx
      .update(calendarFeeds)
      .set({ lastAttemptAt: now, lastSuccessAt: now, eventCount: events.length, lastError: null })
      .where(eq(calendarFeeds.id, feedId));
  });
}

/** Imports of one feed already running in this process: a second request waits for the first. */
const importsInProgress = new Map<number, Promise<CalendarFeedView>>();

/**
 * Fetches and applies one feed. A feed that cannot be fetched or read keeps the blocks of its
 * last good import and records the error; the answer is the feed as it stands afterwards.
 */
export function importFeed(
  db: Database,
  feedId: number,
  options: { now: () => Date; limits: CalendarSyncConfig },
): Promise<CalendarFeedView> {
  const running = importsInProgress.get(feedId);
  if (running) return running;
  const work = (async () => {
    const feed = await findFeed(db, feedId);
    try {
      const text = await fetchFeed(feed.url, options.limits);
      const now = options.now();
      await applyEvents(db, feedId, parseFeedEvents(text, todayIso(now)), now);
    } catch (error) {
      if (!(error instanceof FeedError)) throw error;
      await db
        .update(calendarFeeds)
        .set({ lastAttemptAt: options.now(), lastError: error.message })
        .where(eq(calendarFeeds.id, feedId));
    }
    return feedView(await findFeed(db, feedId));
  })();
  importsInProgress.set(feedId, work);
  return work.finally(() => importsInProgress.delete(feedId));
}

/** Imports every feed whose last attempt is older than the interval (or never happened). */
export async function importDueFeeds(
  db: Database,
  options: { now: () => Date; limits: CalendarSyncConfig },
): Promise<CalendarFeedView[]> {
  const dueBefore = new Date(
    options.now().getTime() - options.limits.importIntervalMinutes * 60_000,
  );
  const due = await db
    .select({ id: calendarFeeds.id })
    .from(calendarFeeds)
    .where(or(isNull(calendarFeeds.lastAttemptAt), lte(calendarFeeds.lastAttemptAt, dueBefore)))
    .orderBy(asc(calendarFeeds.id));
  const results: CalendarFeedView[] = [];
  for (const { id } of due) {
    const result = await importFeed(db, id, options).catch((error: unknown) => {
      if (error instanceof RequestError && error.statusCode === 404) return null;
      throw error;
    });
    if (result) results.push(result);
  }
  return results;
}

/** How often the scheduler looks for due feeds; each feed is fetched once per interval. */
export const calendarImportTickMs = 60_000;

/** Imports due channel calendars every minute while the server runs. */
export function startCalendarImports(app: FastifyInstance) {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = importDueFeeds(app.db, { now: app.now, limits: app.config.calendarSync })
      .then((results) => {
        for (const feed of results.filter((result) => result.lastError)) {
          app.log.warn({ feedId: feed.id, error: feed.lastError }, 'calendar feed import failed');
        }
      })
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'calendar import failed; retrying at the next tick');
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, calendarImportTickMs);
  timer.unref();
  app.addHook('onReady', async () => tick());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
