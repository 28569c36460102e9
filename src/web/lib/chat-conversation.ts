import type { ChatCategory } from '../../shared/content/chat-faq';
import { property } from '../../shared/content/property';

export type ChatMessageFeedback = 'positive' | 'negative';

/** A message of the concierge panel (spec section 3). */
export interface ChatMessage {
  id: number;
  sender: 'bot' | 'user';
  text: string;
  timestamp: number;
  category: ChatCategory;
  /** The bot's placeholder while a reply is on its way. */
  isTyping: boolean;
  feedback?: ChatMessageFeedback;
}

/** The panel's own texts (spec sections 8 and 9). */
export const chatTexts = {
  greeting: `Welcome to ${property.name}! I'm your virtual concierge. How can I help you plan your tropical getaway?`,
  failureToast: {
    title: 'Connection Issue',
    description: "I'm having trouble connecting to my brain. Let me try again shortly.",
  },
  failureReply:
    "I'm having a temporary connection issue. Please try again or browse our FAQ section for immediate answers.",
} as const;

export type ChatAction =
  | { type: 'ask'; text: string; category: ChatCategory; now: number }
  | { type: 'answer'; text: string; category: ChatCategory; now: number }
  | { type: 'rate'; id: number; feedback: ChatMessageFeedback };

export function startConversation(now: number): ChatMessage[] {
  return [
    {
      id: 1,
      sender: 'bot',
      text: chatTexts.greeting,
      timestamp: now,
      category: 'general',
      isTyping: false,
    },
  ];
}

const nextId = (messages: readonly ChatMessage[]) =>
  messages.reduce((highest, message) => Math.max(highest, message.id), 0) + 1;

/** A question adds the guest's message and the bot's typing placeholder; the answer replaces it. */
export function chatReducer(messages: ChatMessage[], action: ChatAction): ChatMessage[] {
  switch (action.type) {
    case 'ask': {
      const id = nextId(messages);
      const { text, category, now } = action;
      return [
        ...messages,
        { id, sender: 'user', text, timestamp: now, category, isTyping: false },
        { id: id + 1, sender: 'bot', text: '', timestamp: now, category, isTyping: true },
      ];
    }
    case 'answer':
      return messages.map((message) =>
        message.isTyping
          ? {
              ...message,
              text: action.text,
              category: action.category,
              timestamp: action.now,
              isTyping: false,
            }
          : message,
      );
    case 'rate':
      return messages.map((message) =>
        message.id === action.id ? { ...message, feedback: action.feedback } : message,
      );
  }
}

/** A question is in flight while the bot's placeholder is there. */
export const isAwaitingReply = (messages: readonly ChatMessage[]) =>
  messages.some((message) => message.isTyping);

/**
 * The message that offers the feedback thumbs: the latest finished bot message, once it answers
 * something (the greeting does not) and has not been rated yet.
 */
export function rateableMessageId(messages: readonly ChatMessage[]): number | undefined {
  const index = messages.findLastIndex((message) => message.sender === 'bot' && !message.isTyping);
  const message = messages[index];
  if (index < 1 || !message || message.feedback) return undefined;
  return message.id;
}

/** The category of the latest finished reply, which picks the suggestion chips. */
export function latestReplyCategory(messages: readonly ChatMessage[]): ChatCategory {
  const reply = messages.findLast((message) => message.sender === 'bot' && !message.isTyping);
  return reply?.category ?? 'general';
}

/** The guest's message a bot reply answered: the last user message before it. */
export function questionBefore(
  messages: readonly ChatMessage[],
  replyId: number,
): string | undefined {
  const index = messages.findIndex((message) => message.id === replyId);
  return messages.slice(0, Math.max(index, 0)).findLast((message) => message.sender === 'user')
    ?.text;
}
