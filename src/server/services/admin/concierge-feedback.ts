import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatFeedback } from '../../db/schema';

const count = sql<number>`count(*)::int`;

/** How guests rated the concierge's answers, with the latest ratings so staff see what fails. */
export async function conciergeFeedback(db: Database, limit = 50) {
  const [totals, recent] = await Promise.all([
    db
      .select({ helpful: chatFeedback.helpful, count })
      .from(chatFeedback)
      .groupBy(chatFeedback.helpful),
    db
      .select()
      .from(chatFeedback)
      .orderBy(desc(chatFeedback.createdAt), desc(chatFeedback.id))
      .limit(limit),
  ]);
  const total = (helpful: boolean) => totals.find((row) => row.helpful === helpful)?.count ?? 0;
  return { helpful: total(true), unhelpful: total(false), recent };
}
