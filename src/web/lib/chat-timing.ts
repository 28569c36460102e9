/** The concierge's reply timing (spec section 9). */
export const chatTiming = {
  /** A reply never appears sooner than this after its response arrives. */
  responseDisplayDelayMs: 500,
  /** The typing indicator "types" the reply at this speed... */
  wordsPerMinute: 180,
  /** ...times a random factor in this range, so replies do not land with a robotic rhythm... */
  minSpeedFactor: 0.7,
  maxSpeedFactor: 1.3,
  /** ...clamped to these bounds. */
  minTypingMs: 1000,
  maxTypingMs: 5000,
} as const;

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** How long the typing indicator shows for a reply; `random` is in [0, 1) like `Math.random`. */
export function typingDelayMs(replyText: string, random: () => number = Math.random): number {
  const factor =
    chatTiming.minSpeedFactor + (chatTiming.maxSpeedFactor - chatTiming.minSpeedFactor) * random();
  const typingMs = ((countWords(replyText) / chatTiming.wordsPerMinute) * 60_000) / factor;
  return Math.round(Math.min(Math.max(typingMs, chatTiming.minTypingMs), chatTiming.maxTypingMs));
}

/**
 * How long to wait, once the response has arrived, before the reply replaces the typing
 * indicator: the indicator stays for the reply's typing time counted from the send (a slow
 * server has already used some of it up), and never less than the spec's 500 ms.
 */
export function replyRevealDelayMs(typingMs: number, elapsedSinceSendMs: number): number {
  return Math.max(chatTiming.responseDisplayDelayMs, typingMs - elapsedSinceSendMs);
}
