import { property } from './property';
import { lowestNightlyRate } from './villas';

export const chatCategories = ['booking', 'pricing', 'location', 'amenities', 'general'] as const;
export type ChatCategory = (typeof chatCategories)[number];

export interface ChatFaqEntry {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
  readonly category: ChatCategory;
}

const { pricing, capacity, distances, policies } = property;

/** The five questions on the concierge's FAQ tab (cards preview the first 75 characters). */
export const chatFaqEntries: readonly ChatFaqEntry[] = [
  {
    id: 'chat-how-to-book',
    category: 'booking',
    question: 'How do I book a villa?',
    answer: `Choose your dates and villas, or the entire complex, on our booking page and submit your request. Your card is only authorized, not charged, until our team approves your request ${policies.reviewWindow}. The minimum stay is ${pricing.minimumStay} nights.`,
  },
  {
    id: 'chat-pricing',
    category: 'pricing',
    question: 'How does your pricing work?',
    answer: `Individual villas start from $${lowestNightlyRate} per night, and the entire complex is $${pricing.entireComplex} per night for up to ${capacity.guests} guests. A one-time cleaning fee of $${pricing.cleaningFee} applies per stay. All prices include taxes and VAT, with no booking fees, and stays of 4 nights or more earn a long-stay discount.`,
  },
  {
    id: 'chat-location',
    category: 'location',
    question: 'Where are the villas located?',
    answer: `In Freeport, Grand Bahama: the beach is ${distances.beach.meters} m away (a ${distances.beach.minutes}-minute walk), the town centre ${distances.townCentre.meters} m, and ${distances.airport.name} about ${distances.airport.minutes} minutes by car. The exact address is shared once your booking is confirmed.`,
  },
  {
    id: 'chat-amenities',
    category: 'amenities',
    question: 'What amenities do you offer?',
    answer:
      'A shared pool and tropical gardens, air conditioning and free WiFi in every villa, a full kitchen in Lime and kitchenettes in Coconut and Piña, two BBQ grills, three hammocks, a baby grand piano in Piña, parking and laundry service by request.',
  },
  {
    id: 'chat-villas',
    category: 'general',
    question: 'Tell me about the villas',
    answer:
      'Four individually lockable villas share one garden and pool: Agave (sleeps 4) opens onto the pool, Coconut (sleeps 4) has a two-room layout, Lime (sleeps 4) has the full kitchen and connects to every villa, and Piña (sleeps 2) has a baby grand piano beneath a cathedral ceiling.',
  },
];
