import MiniSearch from 'minisearch';
import { amenities } from '../../../shared/content/amenities';
import { localAttractions, nearbyHighlights } from '../../../shared/content/attractions';
import { chatFaqEntries, type ChatCategory } from '../../../shared/content/chat-faq';
import { faqEntries, type FaqEntry } from '../../../shared/content/faq';
import { arrival, property } from '../../../shared/content/property';
import { villas } from '../../../shared/content/villas';
import { formatUsd } from '../../../shared/domain/money';

/** One thing the concierge knows, written so it can be read out as an answer. */
export interface Passage {
  id: string;
  /** The question or heading this passage answers. */
  title: string;
  /** The answer text, built from the shared content (never a copied number). */
  text: string;
  category: ChatCategory;
  /** Extra words guests use for this topic that the text itself does not contain. */
  keywords?: string;
}

const faqCategoryToChat: Record<FaqEntry['category'], ChatCategory> = {
  general: 'general',
  booking: 'booking',
  amenities: 'amenities',
  location: 'location',
  policies: 'booking',
};

/** FAQ entries whose subject is money, whatever tab of the FAQ page they sit on. */
const pricingFaqIds = new Set(['booking-rates', 'booking-discounts', 'booking-deposit']);

const { pricing, policies, houseRules, hostInfo, guestAccess, cleaningPolicy } = property;

function faqPassages(): Passage[] {
  return faqEntries.map((entry) => ({
    id: entry.id,
    title: entry.question,
    text: entry.answer,
    category: pricingFaqIds.has(entry.id) ? 'pricing' : faqCategoryToChat[entry.category],
  }));
}

function chatFaqPassages(): Passage[] {
  return chatFaqEntries.map((entry) => ({
    id: entry.id,
    title: entry.question,
    text: entry.answer,
    category: entry.category,
  }));
}

const plural = (count: number, word: string) => `${count} ${count === 1 ? word : `${word}s`}`;

function villaPassages(): Passage[] {
  return villas.map((villa) => ({
    id: `villa-${villa.slug}`,
    title: `${villa.name} villa`,
    text: `${villa.name} (${villa.capacityText.toLowerCase()}, ${formatUsd(villa.nightlyRate)} per night): ${villa.description} It has ${plural(villa.bedrooms, 'bedroom')} and ${plural(villa.bathrooms, 'bathroom')} (${villa.bedType}).`,
    category: 'general',
    keywords: [villa.tagline, villa.bedType, villa.specialFeature, ...villa.features].join(' '),
  }));
}

function amenityPassages(): Passage[] {
  return amenities.map((amenity) => ({
    id: `amenity-${amenity.id}`,
    title: amenity.name,
    text: `${amenity.name}: ${amenity.description}`,
    category: 'amenities',
  }));
}

function placePassages(): Passage[] {
  const mapPlaces = localAttractions.map((place) => ({
    id: `place-${place.id}`,
    title: `${place.name} (${place.kind})`,
    text: `${place.name} (${place.distance}): ${place.description}`,
    category: 'location' as const,
  }));
  const highlights = nearbyHighlights.map((place) => ({
    id: `place-${place.id}`,
    title: place.name,
    text: `${place.name} (${place.distance}): ${place.description}`,
    category: 'location' as const,
  }));
  return [...mapPlaces, ...highlights];
}

function propertyPassages(): Passage[] {
  return [
    {
      id: 'directions-address',
      title: 'Address and directions',
      text: arrival.addressNote,
      category: 'location',
    },
    ...arrival.directions.map((direction) => ({
      id: `directions-${direction.id}`,
      title: direction.title,
      text: direction.text,
      category: 'location' as const,
    })),
    ...arrival.gettingAround.map((way) => ({
      id: `getting-around-${way.id}`,
      title: `Getting around: ${way.title}`,
      text: way.text,
      category: 'location' as const,
    })),
    {
      id: 'house-rules',
      title: 'House rules',
      text: `Our house rules: ${houseRules.rules.join(' ')}`,
      category: 'general',
    },
    {
      id: 'guest-access',
      title: 'Pool and garden access, extra villas',
      text: guestAccess.notes.join(' '),
      category: 'amenities',
    },
    {
      id: 'cleaning-policy',
      title: 'Cleaning and housekeeping',
      text: cleaningPolicy.standard,
      category: 'amenities',
    },
    {
      id: 'payment-note',
      title: 'Payment, card authorization and taxes',
      text: `${policies.paymentNote} We accept ${policies.paymentMethods.toLowerCase()}. ${policies.taxesNote}`,
      category: 'pricing',
    },
    {
      id: 'office-hours',
      title: 'Office hours and opening times',
      text: `Our office hours: ${property.officeHours.map((slot) => `${slot.days} ${slot.hours}`).join('; ')}. We answer messages every day, ${hostInfo.responseHours}; ${hostInfo.afterHours.toLowerCase()}`,
      category: 'general',
      keywords: 'night late broken breaks repair problem urgent',
    },
    {
      id: 'contact',
      title: 'Contact us: phone, e-mail, WhatsApp',
      text: `Call or WhatsApp us on ${property.contact.phone}, e-mail ${property.contact.email}, or use the contact form on our contact page. We answer in ${hostInfo.languages.join(' or ')}, ${hostInfo.responseTime.toLowerCase()}.`,
      category: 'general',
    },
    {
      id: 'ratings',
      title: 'Ratings and guest reviews',
      text: `Guests rate us ${property.ratings.aggregateRating} out of 5 across ${property.ratings.reviewCount} reviews, and the property holds a ${property.ratings.starRating}-star rating. You can read them on our reviews page.`,
      category: 'general',
    },
    {
      id: 'check-times',
      title: 'Check-in and check-out times',
      text: `Check-in is from ${pricing.checkIn} and check-out is by ${pricing.checkOut}.`,
      category: 'booking',
    },
  ];
}

/** Every passage the concierge can answer from. */
export const passages: readonly Passage[] = [
  ...chatFaqPassages(),
  ...faqPassages(),
  ...villaPassages(),
  ...amenityPassages(),
  ...placePassages(),
  ...propertyPassages(),
];

/**
 * Words guests use for the same thing. A passage is indexed under every word of a group it
 * mentions, so a question in any of those words finds it.
 */
const synonymGroups: readonly (readonly string[])[] = [
  ['wifi', 'internet', 'wireless', 'online'],
  ['pool', 'swim', 'swimming'],
  ['beach', 'sea', 'ocean', 'sand'],
  ['airport', 'flight', 'fly', 'plane'],
  ['kitchen', 'kitchenette', 'cook', 'cooking'],
  ['pet', 'dog', 'cat', 'animal'],
  ['child', 'children', 'kid', 'family', 'toddler'],
  ['cancel', 'cancellation', 'refund'],
  ['parking', 'park', 'garage'],
  ['laundry', 'washer', 'washing', 'dryer', 'clothes'],
  ['price', 'cost', 'rate', 'fee', 'expensive', 'cheap'],
  ['payment', 'pay', 'card', 'credit', 'paypal'],
  ['smoking', 'smoke', 'cigarette', 'vape', 'cannabis', 'weed'],
  ['conditioning', 'aircon', 'ac', 'cool'],
  ['bbq', 'barbecue', 'grill'],
  ['restaurant', 'eat', 'dining', 'food', 'dinner', 'lunch', 'seafood'],
  ['bar', 'drink', 'cocktail', 'nightlife'],
  ['quiet', 'noise', 'loud'],
  ['hospital', 'doctor', 'medical', 'emergency', 'clinic'],
  ['atm', 'cash', 'bank'],
  ['deposit', 'security'],
  ['discount', 'deal', 'cheaper'],
  ['piano', 'music'],
  ['towel', 'linen', 'sheet'],
  ['cleaning', 'housekeeping', 'maid', 'clean'],
  ['transfer', 'taxi', 'shuttle', 'pickup'],
  ['excursion', 'tour', 'snorkelling', 'snorkeling', 'snorkel', 'diving', 'dive', 'activity'],
  ['language', 'spanish', 'english', 'speak'],
  ['visitor', 'visit', 'friend'],
  ['address', 'located', 'location'],
  [
    'town',
    'downtown',
    'centre',
    'center',
    'city',
    'shop',
    'shopping',
    'market',
    'supermarket',
    'grocery',
    'store',
  ],
  ['phone', 'call', 'whatsapp', 'email', 'contact'],
  ['bed', 'bedroom', 'sleep'],
  ['bathroom', 'shower', 'toilet'],
  ['rule', 'allowed', 'policy'],
  ['review', 'rating'],
];

const synonymsOf = new Map<string, readonly string[]>();
for (const group of synonymGroups) {
  for (const word of group) synonymsOf.set(word, group);
}

/** Words that carry no topic of their own in a guest's question. */
const stopWords = new Set(
  `a an the is are was were be been am do does did you your yours i me my we us our ours to of in
  on at for from by with and or but if so it its this that these those there here what whats which
  who whom how when where why can could would should will shall may might have has had get got any
  some please tell know about want wanted like need just also too very much many more most than
  then into onto up out over im ive id youre hi hello hey thanks thank ok okay they them their
  recommend suggest looking look work good best welcome offer bring take one small big
  include included includes per back leave go come help something someone anyone`.split(/\s+/),
);

/** Lower case, accents removed, simple plural endings dropped. */
export function normalizeWord(word: string): string {
  const plain = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (plain.length > 4 && plain.endsWith('ies')) return `${plain.slice(0, -3)}y`;
  if (plain.length > 3 && plain.endsWith('s') && !plain.endsWith('ss')) return plain.slice(0, -1);
  return plain;
}

/** Splits on anything but letters and digits; "wi-fi" and "check-in" stay one word. */
export function tokenize(text: string): string[] {
  return text
    .replace(/\bwi-?fi\b/gi, 'wifi')
    .replace(/\bche(?:ck|k|c)[\s-]?in\b/gi, 'checkin')
    .replace(/\bche(?:ck|k|c)[\s-]?out\b/gi, 'checkout')
    .replace(/\ba\/c\b/gi, 'ac')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function queryTerm(word: string): string | null {
  // Numbers are answered by the intents; as search words they only match unrelated figures.
  if (/^\d+$/.test(word) || word.length < 2 || stopWords.has(word.toLowerCase())) return null;
  const term = normalizeWord(word);
  return stopWords.has(term) ? null : term;
}

function indexTerms(word: string): string[] | null {
  const term = queryTerm(word);
  if (!term) return null;
  return [...(synonymsOf.get(term) ?? [term])];
}

const index = new MiniSearch<Passage>({
  fields: ['title', 'text', 'keywords'],
  storeFields: ['id'],
  tokenize,
  processTerm: indexTerms,
  searchOptions: {
    processTerm: queryTerm,
    boost: { title: 2, keywords: 1.5 },
    // Typos: one wrong letter in a 5-9 letter word, two in a longer one.
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    prefix: (term) => term.length >= 4,
    weights: { fuzzy: 0.7, prefix: 0.6 },
  },
});
index.addAll(passages);

const passageById = new Map(passages.map((passage) => [passage.id, passage]));

export interface SearchHit {
  passage: Passage;
  score: number;
  /** The question's topic words this passage matched. */
  matched: string[];
  /** The share of the question's topic words this passage matched, 0 to 1. */
  coverage: number;
}

/** The question's topic words, as the index sees them. */
export function topicTerms(text: string): string[] {
  return [...new Set(tokenize(text).flatMap((word) => queryTerm(word) ?? []))];
}

/** Passages that answer `question`, best first (BM25 with fuzzy and prefix matching). */
export function searchKnowledge(question: string, limit = 3): SearchHit[] {
  const terms = topicTerms(question);
  if (terms.length === 0) return [];
  return index
    .search(question)
    .slice(0, limit)
    .flatMap((result) => {
      const passage = passageById.get(result.id as string);
      if (!passage) return [];
      const matched = [...new Set(result.queryTerms)];
      return [{ passage, score: result.score, matched, coverage: matched.length / terms.length }];
    });
}
