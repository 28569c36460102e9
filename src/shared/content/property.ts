/**
 * The property: the single source of truth for facts, prices and policies.
 * Pages, the API server and the concierge all import from here.
 */
/** The refund rules of a cancellation, by days before check-in (ARCHITECTURE section 4). */
const cancellationTerms = {
  fullRefundDaysBefore: 5,
  partialRefundDaysBefore: 2,
  partialRefundPercent: 50,
} as const;

export const property = {
  name: 'Bahama Garden Villas',
  tagline: 'Four private villas around one tropical garden, a short stroll from the sea.',
  /** Canonical public address of the website, used for canonical links and structured data. */
  siteUrl: 'https://www.bahamagardenvillas.com',
  brandLine: 'Luxury accommodations designed for comfort and memorable experiences.',
  locationLine: 'Pristine beachfront location with stunning tropical views',
  contact: {
    phone: '+1 (242) 555-0142',
    phoneHref: 'tel:+12425550142',
    email: 'stay@bahamagardenvillas.com',
    whatsapp: '+1 (242) 555-0142',
  },
  location: {
    locality: 'Freeport',
    region: 'Grand Bahama',
    country: 'Bahamas',
    countryCode: 'BS',
    /**
     * The public position, deliberately offset from the villas' door: the exact address is
     * shared only after a booking is confirmed. Used by the map and the structured data.
     */
    latitude: 26.5188,
    longitude: -78.6462,
  },
  pricing: {
    /** Nightly rates in whole US dollars, taxes and VAT included. */
    nightlyByVilla: { agave: 230, coconut: 150, lime: 290, pina: 230 },
    entireComplex: 650,
    cleaningFee: 180,
    minimumStay: 3,
    maximumStay: 180,
    checkIn: '4:00 PM',
    checkOut: '1:00 PM',
    currency: 'USD',
    /** Shown in structured data. */
    priceRange: '$150 - $650 per night',
  },
  capacity: { guests: 14, bedrooms: 4, beds: 9, bathrooms: 4 },
  ratings: {
    starRating: 4.9,
    aggregateRating: 4.8,
    reviewCount: 124,
  },
  /** Structured-data amenity features (spec section 1). */
  amenityFeatures: [
    'Private pool',
    'Beachfront access',
    'Air conditioning',
    'Free WiFi',
    'Kitchen',
  ],
  overview: {
    description:
      'Bahama Garden Villas is a private enclave of four attached villas, Agave, Coconut, Lime and Piña, set around a shared pool and lush tropical gardens in Freeport, Grand Bahama. Each villa is air-conditioned, connected with free WiFi and individually lockable, so you can reserve a single villa as a quiet retreat or open all four to welcome up to 14 guests.',
    additionalInfo:
      'The beach is a five-minute walk away (about 400 m), the town centre 800 m, and Grand Bahama International Airport around 25 minutes by car. Rates include all taxes and VAT with no booking fees, and our team answers in English or Spanish every day from 7 AM to 9 PM.',
  },
  guestAccess: {
    notes: [
      'The pool and tropical gardens are reserved for guests of the four main villas.',
      'Laundry service is available by request for a fee: $8, $11 or $14 per load.',
      'Exclusive use of the pool, or use of the two additional villas on the north side, can be arranged at an extra cost.',
      'Each villa has its own lockable entrance, with self check-in by door code.',
    ],
  },
  houseRules: {
    quietHours: '10 PM - 8 AM',
    maximumGuests: 14,
    smoking: 'No smoking, cannabis or hard drugs anywhere on the property.',
    pets: 'Pets are welcome only with prior approval from management.',
    visitors:
      'Daytime visitors beyond the 14-guest maximum are welcome only with permission from management.',
    rules: [
      'Quiet hours are from 10 PM to 8 AM.',
      'No smoking, cannabis or hard drugs anywhere on the property.',
      'Pets are welcome only with prior approval from management.',
      'A strict maximum of 14 overnight guests across the complex.',
      'Daytime visitors beyond the 14-guest maximum only with permission from management.',
      'The pool is for guests of the four main villas only.',
    ],
  },
  hostInfo: {
    name: 'The Bahama Garden Villas Team',
    languages: ['English', 'Spanish'],
    responseTime: 'Usually within a few hours, every day from 7 AM to 9 PM',
    contactMethods: ['WhatsApp', 'Email'],
    responseHours: '7 AM - 9 PM',
    afterHours: 'After 9 PM, emergencies only.',
    bookingUrl: '/booking',
  },
  cleaningPolicy: {
    standard:
      'Every stay begins with a thorough professional clean, covered by a one-time $180 cleaning fee. During your stay, towels are exchanged twice a week, and linens are changed and the villa cleaned weekly.',
    options: [
      'Mid-stay cleaning for stays of more than one week',
      'Laundry service by request: $8, $11 or $14 per load',
      'Towel exchange twice a week',
      'Linen change and cleaning once a week',
    ],
  },
  policies: {
    cancellation: [
      `Cancel at least ${cancellationTerms.fullRefundDaysBefore} days before check-in for a full refund.`,
      `Cancel ${cancellationTerms.partialRefundDaysBefore} to ${cancellationTerms.fullRefundDaysBefore - 1} days before check-in and the first night is non-refundable; ${cancellationTerms.partialRefundPercent}% of the remaining nights is refunded.`,
      `Cancellations within ${cancellationTerms.partialRefundDaysBefore * 24} hours of check-in are not refundable.`,
    ],
    cancellationTerms,
    securityDeposit:
      'A $500 security deposit is authorized on your card, not charged, and released within 48 hours after check-out.',
    securityDepositAmount: 500,
    reviewWindow: 'within 24-48 hours',
    paymentNote:
      'Your card is only authorized when you request a booking. It is charged only after our team approves your request.',
    paymentMethods: 'Major credit cards and PayPal',
    taxesNote: 'All prices include taxes and VAT. No booking fees.',
  },
  /** Long-stay discounts (spec section 9); stays up to the minimum stay get none. */
  longStayDiscounts: [
    { label: '4-7 nights', minNights: 4, maxNights: 7, villasPercent: 5, entireComplexPercent: 10 },
    {
      label: '8-14 nights',
      minNights: 8,
      maxNights: 14,
      villasPercent: 10,
      entireComplexPercent: 15,
    },
    {
      label: '15-30 nights',
      minNights: 15,
      maxNights: 30,
      villasPercent: 15,
      entireComplexPercent: 20,
    },
    {
      label: '31+ nights',
      minNights: 31,
      maxNights: null,
      villasPercent: 20,
      entireComplexPercent: 25,
    },
  ],
  officeHours: [
    { days: 'Monday - Friday', hours: '9:00 AM - 5:00 PM' },
    { days: 'Saturday', hours: '10:00 AM - 2:00 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  distances: {
    beach: { meters: 400, minutes: 5, text: '400 m · 5 min walk' },
    townCentre: { meters: 800, minutes: 10, text: '800 m · 10 min walk' },
    airport: {
      km: 18,
      minutes: 25,
      name: 'Grand Bahama International Airport',
      text: '18 km · about 25 min by car',
    },
  },
} as const;

export type Property = typeof property;

const { distances, pricing, ratings, hostInfo } = property;

/** Getting here and getting around: the location page. */
export const arrival = {
  addressNote:
    'For our guests’ privacy, the exact address is shared once your booking is confirmed, with check-in instructions and your door code three days before your stay.',
  directions: [
    {
      id: 'from-airport',
      title: `From ${distances.airport.name}`,
      text: `The villas are about ${distances.airport.minutes} minutes (${distances.airport.km} km) by taxi or rental car. Send us your flight details at least 48 hours ahead and we will arrange your transfer, so someone is waiting when you land.`,
    },
    {
      id: 'arriving',
      title: 'Arriving at the villas',
      text: `Check-in is from ${pricing.checkIn}, by yourself and at your own pace, with the door code we send you. One private parking space sits in the coral cut-out, with street parking for up to three more cars.`,
    },
    {
      id: 'leaving',
      title: 'On your last morning',
      text: `Check-out is by ${pricing.checkOut}, which leaves time for a final swim. Allow about ${distances.airport.minutes} minutes for the drive back to the airport.`,
    },
  ],
  gettingAround: [
    {
      id: 'on-foot',
      icon: 'Footprints',
      title: 'On foot',
      text: `The beach is ${distances.beach.minutes} minutes away, and two bars, two restaurants and the town centre are all within a ${distances.townCentre.minutes}-minute walk.`,
    },
    {
      id: 'taxi',
      icon: 'CarTaxiFront',
      title: 'Taxis and transfers',
      text: 'We arrange airport transfers with 48 hours’ notice and excursions with 24 hours’ notice, and are happy to call a taxi for an evening out.',
    },
    {
      id: 'car',
      icon: 'Car',
      title: 'By car',
      text: 'Not needed for the essentials, but a rental car is the best way to explore the rest of Grand Bahama. Parking is available at the villas.',
    },
  ],
} as const;

/** The about page: our story, what we value, the spaces and the recognition of our guests. */
export const about = {
  story: [
    'Bahama Garden Villas was imagined as the place we always hoped to find on holiday: private enough to feel like your own island home, close enough to walk barefoot to the sea. Four villas, Agave, Coconut, Lime and Piña, stand side by side around one shared pool, wrapped in a lush tropical garden.',
    'Each villa has its own character and its own colour, from Agave, whose doors open straight onto the pool, to Piña, where a baby grand piano waits beneath a cathedral ceiling. Each also has its own lock, so a couple can keep entirely to themselves, while a family or a group of friends opens the connecting doors through Lime and makes the whole complex their own.',
    `We host every stay ourselves, in ${hostInfo.languages.join(' and ')}, every day, ${hostInfo.responseHours}. We keep our prices as simple as our welcome is warm: taxes and VAT included, no booking fees, and nothing charged until we have confirmed your stay.`,
  ],
  vision:
    'To be the most welcoming small address on Grand Bahama: a garden hideaway where guests arrive as visitors and leave feeling at home.',
  values: [
    {
      id: 'privacy',
      icon: 'LockKeyhole',
      title: 'Privacy first',
      text: 'Individually lockable villas, self check-in with your own door code, and an exact address shared only with confirmed guests.',
    },
    {
      id: 'hosting',
      icon: 'HeartHandshake',
      title: 'Personal hosting',
      text: `A real team answering in ${hostInfo.languages.join(' or ')}, usually within a few hours, with transfers and excursions arranged on request.`,
    },
    {
      id: 'honest-prices',
      icon: 'BadgeCheck',
      title: 'Honest prices',
      text: 'Taxes and VAT included, no booking fees, and your card authorized, never charged, until we approve your request.',
    },
    {
      id: 'care',
      icon: 'Sparkles',
      title: 'Care in the details',
      text: 'A professional clean before every stay, fresh towels twice a week and linens changed every week.',
    },
  ],
  spacesIntro:
    'Four villas, one garden, one pool. Reserve a single villa as a quiet retreat, or open the connecting doors and gather everyone under one roof.',
  /** Amenity ids (amenities.ts) of the spaces every guest shares. */
  sharedSpaces: ['shared-pool', 'outdoor-relaxation', 'bbq-grills'],
  awards: [
    {
      id: 'star-rating',
      title: `${ratings.starRating}-star property`,
      detail: `Rated ${ratings.starRating} out of 5 stars.`,
    },
    {
      id: 'guest-rating',
      title: `${ratings.aggregateRating} out of 5 from our guests`,
      detail: `The average score of ${ratings.reviewCount} guest reviews.`,
    },
    {
      id: 'reviewed',
      title: 'Reviewed on Google and Tripadvisor',
      detail: 'Read what guests write there, and in our verified direct reviews.',
    },
  ],
} as const;
