import { desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, contactMessages, customerLeads } from '../../db/schema';
import { RequestError } from '../../plugins/errors';
import { countCalendarConflicts } from '../calendar/blocks';
import { listBookings } from './bookings';

export function listLeads(db: Database) {
  return db
    .select()
    .from(customerLeads)
    .orderBy(desc(customerLeads.createdAt), desc(customerLeads.id));
}

/** Records that staff contacted a lead (the Contact button opens a mail to them). */
export async function markLeadContacted(db: Database, leadId: number, now: Date) {
  const [lead] = await db
    .update(customerLeads)
    .set({ status: 'contacted', lastContactedAt: now })
    .where(eq(customerLeads.id, leadId))
    .returning();
  if (!lead) throw new RequestError(404, 'Lead not found');
  return lead;
}

const count = sql<number>`count(*)::int`;

/** The dashboard's overview: real counts, calendar conflicts and the five most recent bookings. */
export async function overview(db: Database, now: Date) {
  const [[bookingCount], leadCounts, [unread], recentBookings, calendarConflicts] =
    await Promise.all([
      db.select({ count }).from(bookings),
      db
        .select({ status: customerLeads.status, count })
        .from(customerLeads)
        .where(inArray(customerLeads.status, ['new', 'active']))
        .groupBy(customerLeads.status),
      db.select({ count }).from(contactMessages).where(isNull(contactMessages.readAt)),
      listBookings(db, { limit: 5 }),
      countCalendarConflicts(db, now),
    ]);
  const leadsWithStatus = (status: string) =>
    leadCounts.find((row) => row.status === status)?.count ?? 0;
  return {
    totalBookings: bookingCount?.count ?? 0,
    newLeads: leadsWithStatus('new'),
    activeLeads: leadsWithStatus('active'),
    unreadMessages: unread?.count ?? 0,
    calendarConflicts,
    recentBookings,
  };
}
