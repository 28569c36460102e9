import type { ChatCategory } from '../../../shared/content/chat-faq';
import { property } from '../../../shared/content/property';
import type { Database } from '../../db/client';
import { searchKnowledge } from './knowledge-base';

export interface ConciergeAnswer {
  response: string;
  category: ChatCategory;
}

export interface ConciergeContext {
  db: Database;
  /** The app's clock: "next Friday" and availability depend on it. */
  now: Date;
}

/** Said when the concierge has no grounded answer: it never guesses. */
export const unknownAnswer = `I'm sorry, I don't know the answer to that one, and I'd rather not guess. Please send us a message through the contact form on our Contact page, or call us on ${property.contact.phone}, and our team will help you.`;

/** Answers a guest's question from the site's own knowledge. */
export async function answerQuestion(
  message: string,
  _context: ConciergeContext,
): Promise<ConciergeAnswer> {
  const [best] = searchKnowledge(message);
  if (!best || best.coverage < 0.5) return { response: unknownAnswer, category: 'general' };
  return { response: best.passage.text, category: best.passage.category };
}
