import { chatFaqEntries, type ChatCategory } from '../../shared/content/chat-faq';

/** At most this many chips show under the conversation (spec section 9). */
export const maxSuggestions = 3;

/** The default chips (villas, pricing, how to book, location), then one set per topic. */
const defaultSuggestions = [
  'Tell me about the villas',
  'What are your prices?',
  'How do I book?',
  'Where are you located?',
];

const suggestionsByCategory: Partial<Record<ChatCategory, readonly string[]>> = {
  booking: [
    'What is the minimum stay?',
    'What is the cancellation policy?',
    'What are the check-in and check-out times?',
  ],
  pricing: [
    'Is there a long-stay discount?',
    'How much is the entire complex per night?',
    'Is there a cleaning fee?',
  ],
  location: ['How far is the beach?', 'How far is the airport?', 'What is there to do nearby?'],
  amenities: ['Is there a pool?', 'Do you have WiFi?', 'Which villas have a kitchen?'],
};

/** The chips that follow a reply on this topic. */
export function suggestionsFor(category: ChatCategory): readonly string[] {
  return (suggestionsByCategory[category] ?? defaultSuggestions).slice(0, maxSuggestions);
}

/** The FAQ tab's filters (spec section 2), "all" first. */
export const chatFaqFilters = [
  { id: 'all', label: 'All' },
  { id: 'booking', label: 'Booking' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'amenities', label: 'Amenities' },
  { id: 'location', label: 'Location' },
] as const satisfies readonly { id: ChatCategory | 'all'; label: string }[];

export type ChatFaqFilter = (typeof chatFaqFilters)[number]['id'];

export const chatFaqEntriesFor = (filter: ChatFaqFilter) =>
  filter === 'all' ? chatFaqEntries : chatFaqEntries.filter((entry) => entry.category === filter);

/** FAQ cards preview this many characters of the answer (spec section 9). */
export const faqPreviewLength = 75;

export function faqPreview(answer: string): string {
  if (answer.length <= faqPreviewLength) return answer;
  return `${answer.slice(0, faqPreviewLength).trimEnd()}…`;
}
