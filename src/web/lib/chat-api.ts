import { chatCategories, type ChatCategory } from '../../shared/content/chat-faq';
import type { ChatResponse } from '../../shared/contract/chat';
import { ApiError, apiPost } from './api';
import { guessChatCategory } from './chat-category';
import { chatTexts } from './chat-conversation';

export interface ChatReply {
  text: string;
  category: ChatCategory;
}

const isChatCategory = (value: unknown): value is ChatCategory =>
  chatCategories.includes(value as ChatCategory);

/** `POST /api/chatbot`; a reply without a known category gets one guessed from its text (spec 7). */
export async function askConcierge(message: string): Promise<ChatReply> {
  // Read defensively: the spec lets the category be absent (section 7).
  const answer = await apiPost<Partial<ChatResponse> | undefined>('/api/chatbot', { message });
  const text = typeof answer?.response === 'string' ? answer.response.trim() : '';
  if (!text) throw new Error('The concierge sent an empty reply');
  const category = isChatCategory(answer?.category) ? answer.category : guessChatCategory(text);
  return { text, category };
}

/**
 * What the bot says when a question fails. Too many questions get the server's own advice
 * (it is no connection issue); anything else is the spec's connection failure (section 8).
 */
export function failedReply(error: unknown): { text: string; connectionIssue: boolean } {
  if (error instanceof ApiError && error.status === 429 && error.serverMessage) {
    return { text: error.serverMessage, connectionIssue: false };
  }
  return { text: chatTexts.failureReply, connectionIssue: true };
}

/** Tells staff whether a reply helped. Fire and forget: the guest never sees it fail. */
export function sendChatFeedback(messageText: string, helpful: boolean, question?: string): void {
  apiPost('/api/chatbot/feedback', { messageText, helpful, question }).catch(() => undefined);
}
