import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { RequestError } from '../../plugins/errors';

/** Messages guests sent through the contact forms, newest first. */
export function listContactMessages(db: Database) {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}

/** Marks a message read (when) or unread again; the overview counts the unread ones. */
export async function markContactMessage(
  db: Database,
  messageId: number,
  read: boolean,
  now: Date,
) {
  const [message] = await db
    .update(contactMessages)
    .set({ readAt: read ? now : null })
    .where(eq(contactMessages.id, messageId))
    .returning();
  if (!message) throw new RequestError(404, 'Message not found');
  return message;
}
