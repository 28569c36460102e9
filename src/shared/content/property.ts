/**
 * The property: the single source of truth for facts, prices and policies.
 * Pages, the API server and the concierge all import from here.
 */
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
    /** Approximate public position: the exact address is shared only after a booking is confirmed. */
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
      'Cancel at least 5 days before check-in for a full refund.',
      'Cancel 2 to 4 days before check-in and the first night is non-refundable; 50% of the remaining nights is refunded.',
      'Cancellations within 48 hours of check-in are not refundable.',
    ],
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
