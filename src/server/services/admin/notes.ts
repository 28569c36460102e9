import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NoteCreateRequest } from '../../../shared/contract/admin';
import type { Database } from '../../db/client';
import { adminUsers, bookingNotes, bookings } from '../../db/schema';
import { RequestError } from '../../plugins/errors';

/** The account that resolved a note, joined beside the note's author. */
const resolver = alias(adminUsers, 'resolver');

const noteColumns = {
  id: bookingNotes.id,
  bookingId: bookingNotes.bookingId,
  adminId: bookingNotes.adminId,
  adminUsername: adminUsers.username,
  note: bookingNotes.note,
  category: bookingNotes.category,
  priority: bookingNotes.priority,
  resolved: bookingNotes.resolved,
  resolvedAt: bookingNotes.resolvedAt,
  resolvedBy: bookingNotes.resolvedBy,
  resolvedByUsername: resolver.username,
  createdAt: bookingNotes.createdAt,
};

async function requireBooking(db: Database, bookingId: number) {
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) throw new RequestError(404, 'Booking not found');
}

async function findNote(db: Database, noteId: number) {
  const [note] = await db
    .select(noteColumns)
    .from(bookingNotes)
    .leftJoin(adminUsers, eq(adminUsers.id, bookingNotes.adminId))
    .leftJoin(resolver, eq(resolver.id, bookingNotes.resolvedBy))
    .where(eq(bookingNotes.id, noteId));
  if (!note) throw new RequestError(404, 'Note not found');
  return note;
}

/** A booking's notes, newest first, each with the username of its author. */
export async function listNotes(db: Database, bookingId: number) {
  await requireBooking(db, bookingId);
  return db
    .select(noteColumns)
    .from(bookingNotes)
    .leftJoin(adminUsers, eq(adminUsers.id, bookingNotes.adminId))
    .leftJoin(resolver, eq(resolver.id, bookingNotes.resolvedBy))
    .where(eq(bookingNotes.bookingId, bookingId))
    .orderBy(desc(bookingNotes.createdAt), desc(bookingNotes.id));
}

export async function addNote(
  db: Database,
  bookingId: number,
  note: NoteCreateRequest,
  options: { adminId: number; now: Date },
) {
  await requireBooking(db, bookingId);
  const [created] = await db
    .insert(bookingNotes)
    .values({ bookingId, adminId: options.adminId, createdAt: options.now, ...note })
    .returning({ id: bookingNotes.id });
  if (!created) throw new Error('The note insert returned no row');
  return findNote(db, created.id);
}

/** Marks a note resolved (recording who and when) or open again. */
export async function resolveNote(
  db: Database,
  noteId: number,
  resolved: boolean,
  options: { adminId: number; now: Date },
) {
  const updated = await db
    .update(bookingNotes)
    .set({
      resolved,
      resolvedAt: resolved ? options.now : null,
      resolvedBy: resolved ? options.adminId : null,
    })
    .where(eq(bookingNotes.id, noteId))
    .returning({ id: bookingNotes.id });
  if (updated.length === 0) throw new RequestError(404, 'Note not found');
  return findNote(db, noteId);
}
