import { describe, expect, it } from 'vitest';
import { guessChatCategory } from './chat-category';

describe('guessChatCategory', () => {
  it.each([
    ['How do I book a villa?', 'booking'],
    ['Can I change my reservation?', 'booking'],
    ['What time is check-in?', 'booking'],
    ['When is checkout?', 'booking'],
    ['What is the price for Lime?', 'pricing'],
    ['How much does it cost?', 'pricing'],
    ['Is there a discount for a week?', 'pricing'],
    ['What are your RATES?', 'pricing'],
    ['How far is the beach?', 'location'],
    ['What is the address?', 'location'],
    ['Tell me about the location', 'location'],
    ['What distance to town?', 'location'],
    ['Is the pool heated?', 'amenities'],
    ['Do you have wifi?', 'amenities'],
    ['Is the Wi-Fi fast?', 'amenities'],
    ['Which amenities are there?', 'amenities'],
    ['Does Lime have a kitchen?', 'amenities'],
  ] as const)('%s -> %s', (text, category) => {
    expect(guessChatCategory(text)).toBe(category);
  });

  it('falls back to general', () => {
    expect(guessChatCategory('Tell me about the villas')).toBe('general');
    expect(guessChatCategory('')).toBe('general');
  });

  it('matches keywords at the start of a word only', () => {
    expect(guessChatCategory('Are the villas separate?')).toBe('general');
  });

  it('checks booking, pricing, location, then amenities', () => {
    expect(guessChatCategory('Can I book the pool villa at a discount?')).toBe('booking');
    expect(guessChatCategory('Price of a villa near the beach')).toBe('pricing');
  });
});
