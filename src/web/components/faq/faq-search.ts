import type { FaqEntry } from '../../../shared/content/faq';

/** Lower case, without accents (Piña matches pina) and with straight apostrophes. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[‘’]/g, "'").toLowerCase();
}

/** The entries whose question or answer contains every word of the query, in their order. */
export function searchFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return entries.filter((entry) => {
    const text = normalizeForSearch(`${entry.question} ${entry.answer}`);
    return words.every((word) => text.includes(word));
  });
}
