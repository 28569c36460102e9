import { describe, expect, it } from 'vitest';
import { faqEntries } from '../../../shared/content/faq';
import { passages, searchKnowledge } from './knowledge-base';

const topId = (question: string) => searchKnowledge(question)[0]?.passage.id;

describe('the knowledge base', () => {
  it('holds every FAQ answer as written in the shared content', () => {
    for (const entry of faqEntries) {
      expect(passages.find((passage) => passage.id === entry.id)?.text).toBe(entry.answer);
    }
  });

  it.each([
    ['Do you have internet?', 'amenity-free-wifi'],
    ['Can we swim?', 'amenity-shared-pool'],
    ['Is there a barbecue?', 'amenity-bbq-grills'],
    ['Can I bring my dog?', 'policies-pets'],
    ['Where can I get cash?', 'place-marketplace-atm'],
  ])('finds "%s" through a synonym', (question, id) => {
    expect(topId(question)).toBe(id);
  });

  it.each([
    ['is there parkng', 'amenity-parking'],
    ['do you have wifii', 'amenity-free-wifi'],
    ['cancelation policy', 'policies-cancellation'],
  ])('finds "%s" despite the typo', (question, id) => {
    expect(topId(question)).toBe(id);
  });

  it('matches word beginnings', () => {
    expect(topId('hammo')).toBe('amenity-outdoor-relaxation');
  });

  it('reports how much of the question a passage covers', () => {
    const [hit] = searchKnowledge('Is there a pool and a gym?');
    expect(hit?.matched).toEqual(['pool']);
    expect(hit?.coverage).toBe(0.5);
    expect(searchKnowledge('the and of')).toEqual([]);
  });
});
