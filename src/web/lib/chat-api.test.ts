import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { askConcierge, sendChatFeedback } from './chat-api';

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
