import { describe, expect, it } from 'vitest';
import { faqEntries, type FaqEntry } from '../../../shared/content/faq';
import { normalizeForSearch, searchFaq } from './faq-search';

const entry = (id: string, question: string, answer: string): FaqEntry => ({
  id,
  question,
  answer,
  category: 'general',
});

const sample = [
  entry('piano', 'Which villa has the piano?', 'Piña has a baby grand piano.'),
  entry('pool', 'Tell me about the pool.', 'It is cleaned twice a month.'),
  entry('kitchen', 'Which villas have a kitchen?', 'Lime’s kitchen is the largest.'),
];

const ids = (list: FaqEntry[]) => list.map((item) => item.id);

describe('searchFaq', () => {
  it('matches questions and answers, ignoring case', () => {
    expect(ids(searchFaq(sample, 'POOL'))).toEqual(['pool']);
    expect(ids(searchFaq(sample, 'twice'))).toEqual(['pool']);
  });

  it('requires every word, in any order', () => {
    expect(ids(searchFaq(sample, 'grand villa'))).toEqual(['piano']);
    expect(searchFaq(sample, 'grand pool')).toEqual([]);
  });

  it('ignores accents and curly apostrophes', () => {
    expect(ids(searchFaq(sample, 'pina'))).toEqual(['piano']);
    expect(ids(searchFaq(sample, "lime's"))).toEqual(['kitchen']);
  });

  it('finds nothing for a blank query', () => {
    expect(searchFaq(sample, '   ')).toEqual([]);
  });

  it('searches across every category of the site FAQ', () => {
    const categories = new Set(searchFaq(faqEntries, 'pool').map((item) => item.category));
    expect(categories.size).toBeGreaterThan(1);
  });
});

describe('normalizeForSearch', () => {
  it('folds case, accents and apostrophes', () => {
    expect(normalizeForSearch('Piña’s CAFÉ')).toBe("pina's cafe");
  });
});
