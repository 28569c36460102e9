import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import {
  calendarExportScopes,
  type CalendarExportLink,
  type CalendarExportScope,
} from '../../../shared/contract/calendar';
import { property } from '../../../shared/content/property';
import { villas } from '../../../shared/content/villas';
import { addMonthsIso, todayIso, type IsoDate } from '../../../shared/domain/dates';
import type { Database } from '../../db/client';
import { bookings, bookingVillas, calendarBlocks, calendarExportTokens } from '../../db/schema';
import { takesNights } from '../bookings/availability';

const newToken = () => randomBytes(24).toString('base64url');

function scopeLabel(scope: CalendarExportScope): string {
  if (scope === 'complex') return 'Entire complex';
  return villas.find((villa) => villa.slug === scope)?.name ?? scope;
}

function exportPath(scope: CalendarExportScope, token: string): string {
  return `/api/calendar/${scope}.ics?token=${encodeURIComponent(token)}`;
}

function exportLink(publicUrl: string, row: { scope: CalendarExportScope; token: string }) {
  return {
    scope: row.scope,
    label: scopeLabel(row.scope),
    url: `${publicUrl}${exportPath(row.scope, row.token)}`,
  } satisfies CalendarExportLink;
}

/** Gives every export feed a token if it has none; run at every start (the seed). */
export async function ensureExportTokens(db: Database): Promise<void> {
  await db
    .insert(calendarExportTokens)
    .values(calendarExportScopes.map((scope) => ({ scope, token: newToken() })))
    .onConflictDoNothing();
}

/** Every export feed's address, each with its token. */
export async function exportLinks(db: Database, publicUrl: string): Promise<CalendarExportLink[]> {
  const rows = await db.select().from(calendarExportTokens);
  return calendarExportScopes.flatMap((scope) => {
    const row = rows.find((candidate) => candidate.scope === scope);
    return row ? [exportLink(publicUrl, row)] : [];
  });
}

/** A new token for one export feed: the old address answers 404 from now on. */
export async function regenerateExportToken(
  db: Database,
  scope: CalendarExportScope,
  options: { publicUrl: string; now: Date },
): Promise<CalendarExportLink> {
  const token = newToken();
  const [row] = await db
    .insert(calendarExportTokens)
    .values({ scope, token, createdAt: options.now })
    .onConflictDoUpdate({
      target: calendarExportTokens.scope,
      set: { token, createdAt: options.now },
    })
    .returning();
  if (!row) throw new Error('The token upsert returned no row');
  return exportLink(options.publicUrl, row);
}

/** Whether `token` is the export token of `scope`, compared in constant time. */
export async function isExportToken(
  db: Database,
  scope: CalendarExportScope,
  token: string,
): Promise<boolean> {
  const [row] = await db
    .select({ token: calendarExportTokens.token })
    .from(calendarExportTokens)
    .where(eq(calendarExportTokens.scope, scope));
  if (!row) return false;
  const expected = Buffer.from(row.token);
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

interface HeldNights {
  key: string;
  villaId: number;
  startDate: IsoDate;
  endDate: IsoDate;
  changedAt: Date;
}

/** Every villa-stay holding nights that have not ended a month ago: dates and villa, no one's name. */
async function heldNights(db: Database, now: Date, villaId?: number): Promise<HeldNights[]> {
  const since = addMonthsIso(todayIso(now), -1);
  const rows = await db
    .select({
      rowId: bookingVillas.id,
      villaId: bookingVillas.villaId,
      startDate: sql<string>`lower(${bookingVillas.stay})::text`,
      endDate: sql<string>`upper(${bookingVillas.stay})::text`,
      changedAt: sql<Date>`coalesce(${bookings.updatedAt}, ${calendarBlocks.updatedAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(bookingVillas)
    .leftJoin(bookings, eq(bookings.id, bookingVillas.bookingId))
    .leftJoin(calendarBlocks, eq(calendarBlocks.id, bookingVillas.blockId))
    .where(
      and(
        takesNights(now),
        sql`upper(${bookingVillas.stay}) > ${since}::date`,
        villaId === undefined ? undefined : eq(bookingVillas.villaId, villaId),
      ),
    )
    .orderBy(sql`lower(${bookingVillas.stay})`, bookingVillas.villaId, bookingVillas.id);
  return rows.map(({ rowId, ...row }) => ({ key: `stay-${rowId}`, ...row }));
}

/** The complex is closed on a night when any villa is: overlapping and touching stays merge. */
function mergeStays(stays: readonly HeldNights[]): HeldNights[] {
  const merged: HeldNights[] = [];
  for (const stay of [...stays].sort((a, b) => a.startDate.localeCompare(b.startDate))) {
    const last = merged.at(-1);
    if (last && stay.startDate <= last.endDate) {
      if (stay.endDate > last.endDate) last.endDate = stay.endDate;
      if (stay.changedAt > last.changedAt) last.changedAt = stay.changedAt;
      continue;
    }
    merged.push({ ...stay, key: '' });
  }
  return merged.map((stay) => ({ ...stay, key: `complex-${stay.startDate}` }));
}

function dateValue(date: IsoDate): ICAL.Time {
  return ICAL.Time.fromDateString(date);
}

/**
 * One export feed as iCalendar text: each held stay an all-day event (DTEND is the check-out
 * day, exclusive), titled "Not available" with nothing about the guest or the reason. The text
 * depends only on the data (DTSTAMP is the last change), so its ETag changes only when it does.
 */
export async function exportCalendar(
  db: Database,
  scope: CalendarExportScope,
  options: { now: Date; publicUrl: string },
): Promise<string> {
  const villa = villas.find((candidate) => candidate.slug === scope);
  const held = await heldNights(db, options.now, villa?.id);
  const stays = villa ? held : mergeStays(held);
  const host = new URL(options.publicUrl).hostname;

  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', `-//${property.name}//Calendar sync//EN`);
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  calendar.updatePropertyWithValue('x-wr-calname', `${property.name} – ${scopeLabel(scope)}`);
  for (const stay of stays) {
    const event = new ICAL.Component('vevent');
    event.updatePropertyWithValue('uid', `${stay.key}@${host}`);
    event.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(stay.changedAt, true));
    event.updatePropertyWithValue('dtstart', dateValue(stay.startDate));
    event.updatePropertyWithValue('dtend', dateValue(stay.endDate));
    event.updatePropertyWithValue('summary', 'Not available');
    event.updatePropertyWithValue('transp', 'OPAQUE');
    calendar.addSubcomponent(event);
  }
  return calendar.toString() + '\r\n';
}

/** A strong validator of the feed's text. */
export function etagOf(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 32)}"`;
}
