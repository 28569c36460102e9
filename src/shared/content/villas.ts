import { property } from './property';

export type VillaSlug = 'agave' | 'coconut' | 'lime' | 'pina';
export type VillaColor = 'turquoise' | 'coral' | 'green' | 'yellow';

export interface VillaImage {
  readonly name: string;
  readonly alt: string;
}

export interface Villa {
  /** Database id: agave 1, coconut 2, lime 3, pina 4. */
  readonly id: 1 | 2 | 3 | 4;
  readonly slug: VillaSlug;
  readonly name: string;
  /** Read from property.pricing.nightlyByVilla: whole US dollars, taxes and VAT included. */
  readonly nightlyRate: number;
  readonly capacity: number;
  readonly capacityText: string;
  readonly bedrooms: number;
  readonly bathrooms: number;
  readonly beds: number;
  /** For the comparison table. */
  readonly bedType: string;
  readonly specialFeature: string;
  readonly color: VillaColor;
  readonly tagline: string;
  /** Card text, 2-3 sentences. */
  readonly description: string;
  /** Detail-page paragraphs. */
  readonly overview: readonly string[];
  /** The first four are shown on cards. */
  readonly features: readonly string[];
  readonly featureGroups: {
    readonly sleeping: readonly string[];
    readonly bathroom: readonly string[];
    readonly kitchenDining: readonly string[];
    readonly technology: readonly string[];
  };
  readonly locationHighlights: readonly string[];
  readonly guestExperience: string;
  /** Image names are resolved by the photo pipeline. */
  readonly image: VillaImage;
  readonly additionalImages: readonly VillaImage[];
}

const { beach, townCentre, airport } = property.distances;
const rates = property.pricing.nightlyByVilla;

const beachHighlight = `The beach ${beach.meters} m away, a ${beach.minutes}-minute walk`;
const townHighlight = `Town centre ${townCentre.meters} m away, about ${townCentre.minutes} minutes on foot`;
const airportHighlight = `${airport.name} about ${airport.minutes} minutes by car`;

const technology = ['Air conditioning', 'Free WiFi', 'Self check-in with a door code'] as const;

export const villas: readonly Villa[] = [
  {
    id: 1,
    slug: 'agave',
    name: 'Agave',
    nightlyRate: rates.agave,
    capacity: 4,
    capacityText: 'Sleeps 4',
    bedrooms: 1,
    bathrooms: 1,
    beds: 2,
    bedType: 'Queen bed + pull-out double sofa',
    specialFeature: 'Direct pool access',
    color: 'turquoise',
    tagline: 'Step out of your door and straight into the pool.',
    description:
      'Agave opens directly onto the shared pool, so the first swim of the day is only a few steps away. A queen bed, a pull-out double sofa and a full bathroom make it a bright, easy base for a couple or a family of four.',
    overview: [
      'Agave is the villa closest to the water: its doors open directly onto the pool, with the tropical gardens framing every view. Mornings begin with a swim before breakfast, and afternoons drift by between the pool and the shade of the garden.',
      'Inside, a queen bed, a pull-out double sofa and a full bathroom give up to four guests room to unwind. Agave is air-conditioned, connected with free WiFi and individually lockable, with self check-in by door code.',
      'Agave has no kitchen of its own. Guests who love to cook pair it with Lime, whose full kitchen and table for six connect to every villa, or reserve the entire complex. The beach and a choice of restaurants are a short walk away.',
    ],
    features: [
      'Direct pool access',
      'Queen bed + pull-out double sofa',
      'Full bathroom',
      'Air conditioning and free WiFi',
      'Individually lockable with self check-in',
      'Two garden BBQ grills close by',
    ],
    featureGroups: {
      sleeping: [
        'Queen bed dressed in fresh linens, changed weekly',
        'Pull-out double sofa for two more guests',
        'Sleeps up to 4',
      ],
      bathroom: ['Private full bathroom', 'Fresh towels exchanged twice a week'],
      kitchenDining: [
        'No in-villa kitchen: pair with Lime for its full kitchen',
        'Two shared BBQ grills in the garden',
        'Restaurants within a 10-minute walk',
      ],
      technology,
    },
    locationHighlights: [
      'Opens directly onto the shared pool',
      beachHighlight,
      townHighlight,
      airportHighlight,
    ],
    guestExperience:
      'Coffee in hand at sunrise, the pool still and glassy a few steps from your door, and nothing on the agenda but the beach at noon and the grill at dusk. That is a day at Agave.',
    image: {
      name: 'villa-agave',
      alt: 'Agave villa with its doors open onto the turquoise pool, framed by tropical gardens',
    },
    additionalImages: [
      {
        name: 'villa-agave-bedroom',
        alt: 'Queen bed in Agave dressed in crisp white linens with turquoise accents',
      },
      {
        name: 'villa-agave-pool',
        alt: 'The shared pool seen from the doorway of Agave',
      },
    ],
  },
  {
    id: 2,
    slug: 'coconut',
    name: 'Coconut',
    nightlyRate: rates.coconut,
    capacity: 4,
    capacityText: 'Sleeps 4',
    bedrooms: 1,
    bathrooms: 1,
    beds: 2,
    bedType: 'Queen bed + pull-out double sofa',
    specialFeature: 'Two-room layout',
    color: 'coral',
    tagline: 'Two rooms and a kitchenette: the most relaxed way to stay.',
    description:
      'Coconut spreads over two rooms: a bedroom with a queen bed and a separate sitting room with a pull-out double sofa. A kitchenette covers breakfasts and easy suppers, and the pool is just across the garden.',
    overview: [
      'Coconut is laid out over two rooms, which makes it a favourite with families and friends travelling together. The bedroom, with its queen bed, closes off for quiet nights, while the sitting room holds a pull-out double sofa, so four guests sleep comfortably without sharing one space.',
      'A kitchenette handles morning coffee, fresh fruit from the market and simple suppers, and the two garden BBQ grills are there for bigger evenings. Air conditioning, free WiFi and a private bathroom complete the villa.',
      `At $${rates.coconut} a night, taxes and VAT included, Coconut is the most accessible way to enjoy the pool, the tropical gardens and a beach just five minutes away on foot.`,
    ],
    features: [
      'Two-room layout',
      'Queen bed + pull-out double sofa',
      'Kitchenette',
      'Air conditioning and free WiFi',
      'Private bathroom',
      'Shared pool and tropical gardens',
      'Individually lockable with self check-in',
    ],
    featureGroups: {
      sleeping: [
        'Bedroom with a queen bed',
        'Separate sitting room with a pull-out double sofa',
        'Sleeps up to 4',
      ],
      bathroom: ['Private bathroom', 'Fresh towels exchanged twice a week'],
      kitchenDining: [
        'Kitchenette for breakfasts and light meals',
        'Two shared BBQ grills in the garden',
        'Restaurants within a 10-minute walk',
      ],
      technology,
    },
    locationHighlights: [
      'A short garden path from the shared pool',
      beachHighlight,
      townHighlight,
      airportHighlight,
    ],
    guestExperience:
      'Two rooms mean early risers and late readers never get in each other’s way. Mornings start with coffee from the kitchenette; evenings end with the soft chorus of the tropical night.',
    image: {
      name: 'villa-coconut',
      alt: 'Coconut villa’s sitting room in soft coral tones, opening onto the garden',
    },
    additionalImages: [
      {
        name: 'villa-coconut-bedroom',
        alt: 'The bedroom in Coconut with a queen bed and coral accents',
      },
      {
        name: 'villa-coconut-kitchenette',
        alt: 'Kitchenette in Coconut with a coffee set laid out on the counter',
      },
    ],
  },
  {
    id: 3,
    slug: 'lime',
    name: 'Lime',
    nightlyRate: rates.lime,
    capacity: 4,
    capacityText: 'Sleeps 4',
    bedrooms: 1,
    bathrooms: 1,
    beds: 3,
    bedType: 'Queen bed + pull-out sofa + twin daybed',
    specialFeature: 'Full kitchen',
    color: 'green',
    tagline: 'The heart of the complex, with a full kitchen and a table for six.',
    description:
      'Lime is where the villas come together: a full kitchen, a dining table for six and connecting doors to every other villa. A queen bed, a pull-out sofa and a twin daybed sleep four in comfort.',
    overview: [
      'Lime connects to all three of its neighbours, which makes it the natural gathering place when you reserve several villas or the entire complex. Its full kitchen is equipped for real cooking, and the dining table seats six for long, lingering dinners.',
      'Four guests sleep in comfort on a queen bed, a pull-out sofa and a twin daybed. Like every villa, Lime has a private bathroom, air conditioning, free WiFi and its own lock, so the connecting doors stay closed whenever you want privacy.',
      'Shop the market, light one of the garden BBQ grills and bring everyone to the table: Lime is made for the meals a holiday is remembered by.',
    ],
    features: [
      'Full kitchen',
      'Dining table for six',
      'Connects to all other villas',
      'Queen bed, pull-out sofa + twin daybed',
      'Air conditioning and free WiFi',
      'Private bathroom',
      'Individually lockable with self check-in',
    ],
    featureGroups: {
      sleeping: ['Queen bed', 'Pull-out sofa', 'Twin daybed', 'Sleeps up to 4'],
      bathroom: ['Private bathroom', 'Fresh towels exchanged twice a week'],
      kitchenDining: [
        'Full kitchen',
        'Dining table for six',
        'Connecting doors to every villa for shared meals',
        'Two shared BBQ grills in the garden',
      ],
      technology,
    },
    locationHighlights: [
      'Connects to Agave, Coconut and Piña',
      beachHighlight,
      townHighlight,
      airportHighlight,
    ],
    guestExperience:
      'The catch of the day on the grill, a salad from the market, six chairs around one table and the doors to every villa open: evenings at Lime are the ones your group will talk about.',
    image: {
      name: 'villa-lime',
      alt: 'Lime villa’s full kitchen and six-person dining table in fresh green tones',
    },
    additionalImages: [
      {
        name: 'villa-lime-dining',
        alt: 'The dining table in Lime set for six',
      },
      {
        name: 'villa-lime-bedroom',
        alt: 'The queen bed in Lime with green accents and garden light',
      },
    ],
  },
  {
    id: 4,
    slug: 'pina',
    name: 'Piña',
    nightlyRate: rates.pina,
    capacity: 2,
    capacityText: 'Sleeps 2',
    bedrooms: 1,
    bathrooms: 1,
    beds: 2,
    bedType: 'Queen bed + pull-out sofa',
    specialFeature: 'Baby grand piano',
    color: 'yellow',
    tagline: 'A baby grand piano beneath a cathedral ceiling.',
    description:
      'Piña is our retreat for two: a baby grand piano stands beneath a soaring cathedral ceiling, with a living area, a kitchenette and a queen bed close at hand.',
    overview: [
      'Piña was made for two. Light falls from a soaring cathedral ceiling onto a baby grand piano, and the living area invites long afternoons of music, reading or nothing at all.',
      'The bedroom holds a queen bed, the living area a pull-out sofa for lazy afternoons, and a kitchenette takes care of breakfasts and late-night snacks. Air conditioning, free WiFi, a private bathroom and its own lock complete the villa.',
      'Play a few bars before dinner, or simply listen to the garden through the open door. The pool, the beach and the town centre are all within an easy stroll.',
    ],
    features: [
      'Baby grand piano',
      'Cathedral ceiling',
      'Queen bed',
      'Kitchenette',
      'Living area with pull-out sofa',
      'Air conditioning and free WiFi',
      'Private bathroom',
    ],
    featureGroups: {
      sleeping: ['Queen bed', 'Pull-out sofa in the living area', 'Sleeps up to 2'],
      bathroom: ['Private bathroom', 'Fresh towels exchanged twice a week'],
      kitchenDining: [
        'Kitchenette for breakfasts and light meals',
        'Two shared BBQ grills in the garden',
        'Restaurants within a 10-minute walk',
      ],
      technology,
    },
    locationHighlights: [
      'Set in the tropical gardens, a short walk from the pool',
      beachHighlight,
      townHighlight,
      airportHighlight,
    ],
    guestExperience:
      'A glass of wine poured, the cathedral ceiling catching the last light and a melody drifting out into the garden: Piña turns an ordinary evening into an occasion.',
    image: {
      name: 'villa-pina',
      alt: 'Baby grand piano beneath the cathedral ceiling of Piña villa, with warm yellow accents',
    },
    additionalImages: [
      {
        name: 'villa-pina-living',
        alt: 'The living area in Piña with its pull-out sofa and the piano beyond',
      },
      {
        name: 'villa-pina-bedroom',
        alt: 'The queen bed in Piña with sunny yellow accents',
      },
    ],
  },
];

export const villaSlugs: readonly VillaSlug[] = villas.map((villa) => villa.slug);

export function villaBySlug(slug: string): Villa | undefined {
  return villas.find((villa) => villa.slug === slug);
}

export function villaById(id: number): Villa | undefined {
  return villas.find((villa) => villa.id === id);
}

/** The lowest nightly rate of a single villa ("villas from $150"). */
export const lowestNightlyRate = Math.min(...villas.map((villa) => villa.nightlyRate));
