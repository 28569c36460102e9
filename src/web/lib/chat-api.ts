import { chatCategories, type ChatCategory } from '../../shared/content/chat-faq';
import { apiPost } from './api';
import { guessChatCategory } from './chat-category';

export interface ChatReply {
  text: string;
  category: ChatCategory;
}

const isChatCategory = (value: unknown): value is ChatCategory =>
  chatCategories.includes(value as ChatCategory);

/** `POST /api/chatbot`; a reply without a known category gets one guessed from its text (spec 7). */
export async function askConcierge(message: string): Promise<ChatReply> {
  const answer = await apiPost<{ response?: unknown; category?: unknown } | undefined>(
    '/api/chatbot',
    { message },
  );
  const text = typeof answer?.response === 'string' ? answer.response.trim() : '';
  if (!text) throw new Error('The concierge sent an empty reply');
  const category = isChatCategory(answer?.category) ? answer.category : guessChatCategory(text);
  return { text, category };
}

/** Tells staff whether a reply helped. Fire and forget: the guest never sees it fail. */
export function sendChatFeedback(messageText: string, helpful: boolean): void {
  apiPost('/api/chatbot/feedback', { messageText, helpful }).catch(() => undefined);
}
