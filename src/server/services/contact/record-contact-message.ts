import { sql } from 'drizzle-orm';
import type { ContactRequest } from '../../../shared/contract/contact';
import type { Database } from '../../db/client';
import { contactMessages, customerLeads } from '../../db/schema';
import { queueContactMessage, type OutboxSettings } from '../mail/outbox';

/** The subject of a message sent without one (the home page's short form). */
export const defaultContactSubject = 'Website enquiry';

/**
 * Stores a guest's message, records its sender as a lead and queues the e-mails to staff and
 * to the sender, in one transaction: either all are written or none. A returning sender (e-mail compared without regard to case) keeps one
 * lead, with its status untouched and the latest name, message and phone.
 */
export async function recordContactMessage(
  db: Database,
  request: ContactRequest,
  outbox: OutboxSettings,
): Promise<{ messageId: number; leadId: number; newLead: boolean }> {
  const phone = request.phoneNumber || null;
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({
        name: request.name,
        email: request.email,
        phoneNumber: phone,
        contactType: request.contactType,
        subject: request.subject ?? defaultContactSubject,
        message: request.message,
      })
      .returning({ id: contactMessages.id });
    if (!stored) throw new Error('The contact message was not stored');
    await queueContactMessage(tx, stored.id, outbox);

    // The unique index is on lower(email), which an ON CONFLICT target cannot name here; without
    // a target, DO NOTHING covers it and waits for a concurrent insert of the same address.
    const [created] = await tx
      .insert(customerLeads)
      .values({
        name: request.name,
        email: request.email,
        phone,
        message: request.message,
        source: 'website',
        status: 'new',
      })
      .onConflictDoNothing()
      .returning({ id: customerLeads.id });
    if (created) return { messageId: stored.id, leadId: created.id, newLead: true };

    const [updated] = await tx
      .update(customerLeads)
      .set({ name: request.name, message: request.message, ...(phone ? { phone } : {}) })
      .where(sql`lower(${customerLeads.email}) = lower(${request.email})`)
      .returning({ id: customerLeads.id });
    if (!updated) throw new Error('The lead of a returning sender was not found');
    return { messageId: stored.id, leadId: updated.id, newLead: false };
  });
}
