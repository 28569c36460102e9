import { describe, expect, it } from 'vitest';
import { chatTiming, replyRevealDelayMs, typingDelayMs } from './chat-timing';

const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');
const middle = () => 0.5; // factor 1.0

describe('typingDelayMs', () => {
  it('types at 180 words per minute with a neutral factor', () => {
    // 9 words at 3 words a second: 3 s.
    expect(typingDelayMs(words(9), middle)).toBe(3000);
  });

  it('applies the random speed factor between 0.7 and 1.3', () => {
    expect(typingDelayMs(words(9), () => 0)).toBe(Math.round(3000 / 0.7));
    expect(typingDelayMs(words(9), () => 0.999_999)).toBe(Math.round(3000 / 1.3));
  });

  it('never shows the indicator for less than a second', () => {
    expect(typingDelayMs('Yes.', middle)).toBe(chatTiming.minTypingMs);
    expect(typingDelayMs('', () => 0)).toBe(chatTiming.minTypingMs);
  });

  it('never keeps the guest waiting more than five seconds', () => {
    expect(typingDelayMs(words(400), () => 0)).toBe(chatTiming.maxTypingMs);
  });

  it('counts words however they are spaced', () => {
    expect(typingDelayMs(`  ${words(6)}\n\n${words(3)}  `, middle)).toBe(3000);
  });
});

describe('replyRevealDelayMs', () => {
  it('waits out the rest of the typing time after a fast response', () => {
    expect(replyRevealDelayMs(3000, 200)).toBe(2800);
  });

  it('shows the reply 500 ms after a response slower than the typing time', () => {
    expect(replyRevealDelayMs(3000, 2900)).toBe(500);
    expect(replyRevealDelayMs(1000, 8000)).toBe(chatTiming.responseDisplayDelayMs);
  });
});
