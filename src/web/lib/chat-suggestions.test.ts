import { describe, expect, it } from 'vitest';
import { chatCategories, chatFaqEntries } from '../../shared/content/chat-faq';
import {
  chatFaqEntriesFor,
  chatFaqFilters,
  faqPreview,
  faqPreviewLength,
  maxSuggestions,
  suggestionsFor,
} from './chat-suggestions';

describe('suggestion chips', () => {
  it('shows at most three for every topic', () => {
    for (const category of chatCategories) {
      const chips = suggestionsFor(category);
      expect(chips.length).toBeGreaterThan(0);
      expect(chips.length).toBeLessThanOrEqual(maxSuggestions);
    }
  });

  it('starts with the villas, pricing and how-to-book defaults for general replies', () => {
    expect(suggestionsFor('general')).toEqual([
      'Tell me about the villas',
      'What are your prices?',
      'How do I book?',
    ]);
  });

  it('has its own chips for booking, pricing, location and amenities', () => {
    const general = suggestionsFor('general');
    for (const category of ['booking', 'pricing', 'location', 'amenities'] as const) {
      expect(suggestionsFor(category)).not.toEqual(general);
    }
  });
});

describe('chat FAQ tab', () => {
  it('filters All, Booking, Pricing, Amenities, Location', () => {
    expect(chatFaqFilters.map((filter) => filter.label)).toEqual([
      'All',
      'Booking',
      'Pricing',
      'Amenities',
      'Location',
    ]);
    expect(chatFaqEntriesFor('all')).toEqual(chatFaqEntries);
    for (const { id } of chatFaqFilters.slice(1)) {
      const entries = chatFaqEntriesFor(id);
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((entry) => entry.category === id)).toBe(true);
    }
  });

  it('previews the first 75 characters of an answer', () => {
    const answer = 'a'.repeat(80);
    expect(faqPreview(answer)).toBe(`${'a'.repeat(faqPreviewLength)}…`);
    expect(faqPreview('Short answer.')).toBe('Short answer.');
    expect(faqPreview('b'.repeat(75))).toBe('b'.repeat(75));
  });

  it('does not leave a space before the ellipsis', () => {
    expect(faqPreview(`${'word '.repeat(15)}tail`)).toBe(`${'word '.repeat(14)}word…`);
  });
});
