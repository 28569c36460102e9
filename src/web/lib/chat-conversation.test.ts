import { describe, expect, it } from 'vitest';
import {
  chatReducer,
  chatTexts,
  isAwaitingReply,
  latestReplyCategory,
  questionBefore,
  rateableMessageId,
  startConversation,
} from './chat-conversation';

const greeting = startConversation(0);
const asked = chatReducer(greeting, {
  type: 'ask',
  text: 'Is there a pool?',
  category: 'amenities',
  now: 10,
});
const answered = chatReducer(asked, {
  type: 'answer',
  text: 'Yes, a shared pool.',
  category: 'amenities',
  now: 20,
});

describe('chat conversation', () => {
  it('opens with the concierge greeting', () => {
    expect(greeting).toEqual([
      expect.objectContaining({ sender: 'bot', text: chatTexts.greeting }),
    ]);
    expect(isAwaitingReply(greeting)).toBe(false);
  });

  it('adds the question and a typing placeholder, which the answer replaces', () => {
    expect(asked.slice(1)).toEqual([
      {
        id: 2,
        sender: 'user',
        text: 'Is there a pool?',
        timestamp: 10,
        category: 'amenities',
        isTyping: false,
      },
      { id: 3, sender: 'bot', text: '', timestamp: 10, category: 'amenities', isTyping: true },
    ]);
    expect(isAwaitingReply(asked)).toBe(true);

    expect(answered).toHaveLength(3);
    expect(answered[2]).toEqual({
      id: 3,
      sender: 'bot',
      text: 'Yes, a shared pool.',
      timestamp: 20,
      category: 'amenities',
      isTyping: false,
    });
    expect(isAwaitingReply(answered)).toBe(false);
  });

  it('gives every message its own id', () => {
    const again = chatReducer(answered, {
      type: 'ask',
      text: 'Prices?',
      category: 'pricing',
      now: 30,
    });
    expect(new Set(again.map((message) => message.id)).size).toBe(again.length);
  });

  it('offers feedback on the latest finished reply only, until it is rated', () => {
    expect(rateableMessageId(greeting)).toBeUndefined();
    expect(rateableMessageId(asked)).toBeUndefined();
    expect(rateableMessageId(answered)).toBe(3);

    const askedAgain = chatReducer(answered, {
      type: 'ask',
      text: 'WiFi?',
      category: 'amenities',
      now: 30,
    });
    expect(rateableMessageId(askedAgain)).toBe(3);

    const rated = chatReducer(answered, { type: 'rate', id: 3, feedback: 'positive' });
    expect(rated[2]?.feedback).toBe('positive');
    expect(rateableMessageId(rated)).toBeUndefined();
  });

  it('takes the suggestion topic from the latest reply', () => {
    expect(latestReplyCategory(greeting)).toBe('general');
    expect(latestReplyCategory(answered)).toBe('amenities');
    const pricingQuestion = chatReducer(answered, {
      type: 'ask',
      text: 'Prices?',
      category: 'pricing',
      now: 30,
    });
    expect(latestReplyCategory(pricingQuestion)).toBe('amenities');
  });
});

describe('questionBefore', () => {
  it('finds the guest question a reply answered, and none for the greeting', () => {
    const reply = answered.at(-1);
    expect(questionBefore(answered, reply?.id ?? -1)).toBe('Is there a pool?');
    expect(questionBefore(answered, greeting[0]?.id ?? -1)).toBeUndefined();
  });
});
