import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { askConcierge, failedReply, sendChatFeedback } from './chat-api';
import { chatTexts } from './chat-conversation';

function answer(status: number, body?: unknown) {
  return vi.fn(
    async () => new Response(body === undefined ? '' : JSON.stringify(body), { status }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('askConcierge', () => {
  it('posts the message and keeps the category the server sends', async () => {
    const fetch = answer(200, { response: 'Lime is $290 per night.', category: 'pricing' });
    vi.stubGlobal('fetch', fetch);
    expect(await askConcierge('How much is Lime?')).toEqual({
      text: 'Lime is $290 per night.',
      category: 'pricing',
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/chatbot',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ message: 'How much is Lime?' }),
      }),
    );
  });

  it('guesses the category from the reply when the server sends none or an unknown one', async () => {
    vi.stubGlobal('fetch', answer(200, { response: 'The beach is 400 m away.' }));
    expect((await askConcierge('Sea?')).category).toBe('location');
    vi.stubGlobal('fetch', answer(200, { response: 'We have a pool.', category: 'spa' }));
    expect((await askConcierge('Swim?')).category).toBe('amenities');
  });

  it('fails on an error status or an empty reply', async () => {
    vi.stubGlobal('fetch', answer(500, { message: 'down' }));
    await expect(askConcierge('Hello')).rejects.toBeInstanceOf(ApiError);
    vi.stubGlobal('fetch', answer(200, { response: '  ' }));
    await expect(askConcierge('Hello')).rejects.toThrow('empty reply');
  });
});

describe('failedReply', () => {
  it('is the connection failure of the spec for errors and server failures', () => {
    const connectionIssue = { text: chatTexts.failureReply, connectionIssue: true };
    expect(failedReply(new TypeError('Failed to fetch'))).toEqual(connectionIssue);
    expect(failedReply(new ApiError(500, 'oops', { message: 'Internal' }))).toEqual(
      connectionIssue,
    );
    expect(failedReply(new ApiError(429, 'Too Many Requests', undefined))).toEqual(connectionIssue);
  });

  it("passes on the server's advice when the guest asks too fast", () => {
    const message = 'Please try again in 2 minutes.';
    expect(failedReply(new ApiError(429, JSON.stringify({ message }), { message }))).toEqual({
      text: message,
      connectionIssue: false,
    });
  });
});

describe('sendChatFeedback', () => {
  it('posts the rated reply and swallows a failure', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    sendChatFeedback('Lime is $290 per night.', false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(fetch).toHaveBeenCalledWith(
      '/api/chatbot/feedback',
      expect.objectContaining({
        body: JSON.stringify({ messageText: 'Lime is $290 per night.', helpful: false }),
      }),
    );
    expect(unhandled).not.toHaveBeenCalled();
  });
});
