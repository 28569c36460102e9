import type { ChatCategory } from '../../shared/content/chat-faq';

/**
 * The spec's keywords (section 5), matched at the start of a word so "booking" and "rates"
 * count while "separate" does not; "amenit" covers amenity and amenities.
 */
const keywordsByCategory: readonly [ChatCategory, RegExp][] = [
  ['booking', /\b(book|reservation|check-?in|check-?out)/i],
  ['pricing', /\b(price|cost|discount|rate)/i],
  ['location', /\b(beach|location|address|distance)/i],
  ['amenities', /\b(pool|wi-?fi|amenit|kitchen)/i],
];

/** Guesses the topic of a message or reply; the first matching category wins. */
export function guessChatCategory(text: string): ChatCategory {
  return keywordsByCategory.find(([, keywords]) => keywords.test(text))?.[0] ?? 'general';
}
