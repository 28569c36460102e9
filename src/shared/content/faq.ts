import { property } from './property';

export type FaqCategoryId = 'general' | 'booking' | 'amenities' | 'location' | 'policies';

export interface FaqCategory {
  readonly id: FaqCategoryId;
  readonly name: string;
}

export interface FaqEntry {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
  readonly category: FaqCategoryId;
}

/** FAQ page tabs, in order; General is the default. */
export const faqCategories: readonly FaqCategory[] = [
  { id: 'general', name: 'General' },
  { id: 'booking', name: 'Booking & Payment' },
  { id: 'amenities', name: 'Amenities & Services' },
  { id: 'location', name: 'Location & Transportation' },
  { id: 'policies', name: 'Policies & Rules' },
];

const { pricing, capacity, distances, policies, hostInfo, houseRules } = property;
const rates = pricing.nightlyByVilla;

const discountTiers = property.longStayDiscounts
  .map(
    (tier) =>
      `${tier.label}: ${tier.villasPercent}% off individual villas, ${tier.entireComplexPercent}% off the entire complex`,
  )
  .join('; ');

export const faqEntries: readonly FaqEntry[] = [
  // General
  {
    id: 'general-about',
    category: 'general',
    question: 'What is Bahama Garden Villas?',
    answer: `A private enclave of four attached villas, Agave, Coconut, Lime and Piña, set around a shared pool and tropical gardens in Freeport, Grand Bahama. Each villa is air-conditioned, has free WiFi and locks individually. Reserve a single villa, several side by side, or the entire complex for up to ${capacity.guests} guests.`,
  },
  {
    id: 'general-capacity',
    category: 'general',
    question: 'How many guests can stay?',
    answer: `Agave, Coconut and Lime each sleep 4 and Piña sleeps 2, for a strict maximum of ${capacity.guests} guests across the complex. Together the villas offer ${capacity.bedrooms} bedrooms, ${capacity.beds} beds and ${capacity.bathrooms} bathrooms.`,
  },
  {
    id: 'general-which-villa',
    category: 'general',
    question: 'Which villa is right for us?',
    answer:
      'Agave opens directly onto the pool, ideal for swimmers. Coconut’s two-room layout suits families and friends. Lime has the full kitchen, a dining table for six and connecting doors to every other villa, so it is the natural heart of a group stay. Piña, with its baby grand piano beneath a cathedral ceiling, is our retreat for two.',
  },
  {
    id: 'general-entire-complex',
    category: 'general',
    question: 'Can we book the entire complex?',
    answer: `Yes. The entire complex is $${pricing.entireComplex} per night for all four villas and up to ${capacity.guests} guests, with larger long-stay discounts than individual villas. Lime’s connecting doors join the villas, while every villa keeps its own lock for privacy.`,
  },
  {
    id: 'general-languages',
    category: 'general',
    question: 'Which languages does your team speak?',
    answer: `${hostInfo.languages.join(' and ')}. Reach us by WhatsApp, email or phone at ${property.contact.phone}, every day from 7 AM to 9 PM.`,
  },
  {
    id: 'general-families',
    category: 'general',
    question: 'Is the property suitable for children?',
    answer:
      'Very much so. Families love Coconut’s two separate rooms, the tropical gardens and hammocks, and a beach only five minutes away on foot. The pool is unsupervised, so please keep an eye on children whenever they are near the water.',
  },
  {
    id: 'general-other-units',
    category: 'general',
    question: 'Are there any other units on the property?',
    answer:
      'Besides the four main villas, two simpler budget units, Moringa and Papaya, sit on the north side and welcome up to 5 guests between them. They do not include pool access, and their use is arranged separately at an extra cost. Ask us for details.',
  },

  // Booking & Payment
  {
    id: 'booking-how',
    category: 'booking',
    question: 'How do I book?',
    answer: `Open the booking page, choose your dates and either individual villas or the entire complex, add your details and submit your request. Your card is only authorized at this point. Our team reviews every request ${policies.reviewWindow}, and your card is charged only once we approve it.`,
  },
  {
    id: 'booking-payment-methods',
    category: 'booking',
    question: 'Which payment methods do you accept?',
    answer: 'Major credit cards and PayPal, processed securely through our card payment provider.',
  },
  {
    id: 'booking-when-charged',
    category: 'booking',
    question: 'When will my card be charged?',
    answer:
      'Only after approval. When you request a booking your card is authorized, not charged. Once our team approves the request the payment is captured; if we cannot accept it, the authorization is cancelled and nothing is charged.',
  },
  {
    id: 'booking-rates',
    category: 'booking',
    question: 'What are your rates, and are taxes included?',
    answer: `Coconut is $${rates.coconut}, Agave $${rates.agave}, Piña $${rates.pina} and Lime $${rates.lime} per night, or $${pricing.entireComplex} per night for the entire complex. Every price includes all taxes and VAT, and there are no booking fees. The only addition is a one-time cleaning fee of $${pricing.cleaningFee} per stay.`,
  },
  {
    id: 'booking-discounts',
    category: 'booking',
    question: 'Do you offer long-stay discounts?',
    answer: `Yes, applied automatically on stays longer than ${pricing.minimumStay} nights. ${discountTiers}.`,
  },
  {
    id: 'booking-stay-length',
    category: 'booking',
    question: 'What is the minimum and maximum stay?',
    answer: `The minimum stay is ${pricing.minimumStay} nights and the maximum ${pricing.maximumStay} nights.`,
  },
  {
    id: 'booking-advance',
    category: 'booking',
    question: 'How far in advance should we book?',
    answer:
      'For the high season, we recommend booking 3 to 6 months ahead, especially if you would like the entire complex. Outside the busiest weeks, shorter notice is often possible: check availability on the booking page.',
  },
  {
    id: 'booking-deposit',
    category: 'booking',
    question: 'Is there a security deposit?',
    answer: `Yes. ${policies.securityDeposit}`,
  },

  // Amenities & Services
  {
    id: 'amenities-included',
    category: 'amenities',
    question: 'What does every villa include?',
    answer:
      'Air conditioning, free WiFi, a queen bed, a private bathroom, fresh linens and towels, and an individually lockable entrance with self check-in. All guests of the four villas share the pool, the tropical gardens, two BBQ grills and three hammocks.',
  },
  {
    id: 'amenities-pool',
    category: 'amenities',
    question: 'Tell me about the pool.',
    answer:
      'The pool is shared by guests of the four main villas only. It is skimmed almost daily and professionally cleaned twice a month. Agave opens directly onto it. Exclusive use of the pool can be arranged at an extra cost.',
  },
  {
    id: 'amenities-kitchen',
    category: 'amenities',
    question: 'Which villas have a kitchen?',
    answer:
      'Lime has a full kitchen and a dining table for six. Coconut and Piña each have a kitchenette for breakfasts and light meals. Agave has no kitchen of its own; pair it with Lime or book the entire complex if you plan to cook. Two BBQ grills in the garden are open to every guest.',
  },
  {
    id: 'amenities-laundry',
    category: 'amenities',
    question: 'Is laundry available?',
    answer:
      'Yes. The property has two washers and two dryers, and laundry service is available by request at $8, $11 or $14 per load. It is especially handy for stays of more than one week.',
  },
  {
    id: 'amenities-cleaning',
    category: 'amenities',
    question: 'How often are the villas cleaned?',
    answer: `Towels are exchanged twice a week, and linens are changed and the villas cleaned weekly, so stays of more than one week include a mid-stay cleaning. The thorough clean before you arrive is covered by the one-time $${pricing.cleaningFee} cleaning fee.`,
  },
  {
    id: 'amenities-parking',
    category: 'amenities',
    question: 'Is there parking?',
    answer:
      'Yes: one private space in the coral cut-out, plus street parking for up to three more cars.',
  },
  {
    id: 'amenities-transfers-excursions',
    category: 'amenities',
    question: 'Can you arrange airport transfers and excursions?',
    answer:
      'Gladly. For an airport transfer, send us your arrival details at least 48 hours ahead. Excursions should be requested at least 24 hours in advance, and we will confirm every detail with you.',
  },

  // Location & Transportation
  {
    id: 'location-where',
    category: 'location',
    question: 'Where exactly are you located?',
    answer:
      'In Freeport, on Grand Bahama. For our guests’ privacy, the exact address is shared once your booking is confirmed, and check-in instructions with your door code arrive three days before your stay.',
  },
  {
    id: 'location-beach',
    category: 'location',
    question: 'How far is the beach?',
    answer: `About ${distances.beach.meters} m, a quarter mile: a ${distances.beach.minutes}-minute walk from your door.`,
  },
  {
    id: 'location-airport',
    category: 'location',
    question: 'How far is the airport?',
    answer: `${distances.airport.name} is about ${distances.airport.minutes} minutes by car, roughly ${distances.airport.km} km. We can arrange a transfer if you send your arrival details at least 48 hours ahead.`,
  },
  {
    id: 'location-town',
    category: 'location',
    question: 'How far is the town centre?',
    answer: `The town centre is ${distances.townCentre.meters} m away, about ${distances.townCentre.minutes} minutes on foot, with shops, restaurants and a marketplace ATM.`,
  },
  {
    id: 'location-nearby',
    category: 'location',
    question: 'What is within walking distance?',
    answer:
      'The beach, two beach and waterfront bars, two restaurants serving fresh Bahamian seafood, and the town centre with its marketplace ATM are all within a 10-minute walk. Rand Memorial Hospital is about 12 minutes away by car.',
  },
  {
    id: 'location-car',
    category: 'location',
    question: 'Do we need a car?',
    answer:
      'Not for the essentials: the beach, restaurants, bars and town centre are all walkable. A car is useful for exploring the rest of Grand Bahama, and parking is available at the villas.',
  },

  // Policies & Rules
  {
    id: 'policies-times',
    category: 'policies',
    question: 'What are the check-in and check-out times?',
    answer: `Check-in is from ${pricing.checkIn} and check-out is by ${pricing.checkOut}. Check-in is self-service with a door code on the entryway, sent to you three days before your stay.`,
  },
  {
    id: 'policies-cancellation',
    category: 'policies',
    question: 'What is your cancellation policy?',
    answer: policies.cancellation.join(' '),
  },
  {
    id: 'policies-pets',
    category: 'policies',
    question: 'Are pets allowed?',
    answer: `${houseRules.pets} Please ask us before you book.`,
  },
  {
    id: 'policies-smoking',
    category: 'policies',
    question: 'Is smoking allowed?',
    answer: houseRules.smoking,
  },
  {
    id: 'policies-quiet-hours',
    category: 'policies',
    question: 'Are there quiet hours?',
    answer:
      'Yes. Quiet hours are from 10 PM to 8 AM, so every villa can enjoy restful nights and peaceful mornings.',
  },
  {
    id: 'policies-guests-visitors',
    category: 'policies',
    question: 'Can we have visitors?',
    answer: `The complex has a strict maximum of ${houseRules.maximumGuests} guests. Daytime visitors beyond that number are welcome only with permission from management, and the pool is reserved for guests of the four villas.`,
  },
  {
    id: 'policies-support',
    category: 'policies',
    question: 'How do I reach you during my stay?',
    answer: `By WhatsApp, email or phone at ${property.contact.phone}, every day from 7 AM to 9 PM. After 9 PM, please contact us for emergencies only.`,
  },
];
