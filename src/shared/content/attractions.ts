import { property } from './property';

export type AttractionKind = 'bar' | 'restaurant' | 'hospital' | 'atm';

export interface LocalAttraction {
  readonly id: string;
  readonly name: string;
  readonly kind: AttractionKind;
  readonly description: string;
  /** Walking or driving distance from the villas, e.g. '650 m · 8 min walk'. */
  readonly distance: string;
  readonly latitude: number;
  readonly longitude: number;
}

/**
 * Distances from the villas (spec sections 1 and 9). Defined once in property.ts and re-exported
 * here so map and location code can import them next to the attractions.
 */
export const distances = property.distances;

/** The location map (spec section 9): zoom 14 on the public position, the beach within 400 m. */
export const locationMap = {
  zoom: 14,
  center: [property.location.latitude, property.location.longitude],
  beachRadiusMeters: property.distances.beach.meters,
} as const;

/** The tabs of nearby attractions on the location page. */
export type AttractionCategory = 'beaches' | 'dining' | 'nightlife' | 'activities' | 'services';

export const attractionCategories: readonly { id: AttractionCategory; name: string }[] = [
  { id: 'beaches', name: 'Beaches' },
  { id: 'dining', name: 'Dining' },
  { id: 'nightlife', name: 'Nightlife' },
  { id: 'activities', name: 'Activities' },
  { id: 'services', name: 'Services' },
];

const categoryOfKind: Record<AttractionKind, AttractionCategory> = {
  bar: 'nightlife',
  restaurant: 'dining',
  hospital: 'services',
  atm: 'services',
};

/** The six places on the location map: two bars, two restaurants, a hospital and an ATM. */
export const localAttractions: readonly LocalAttraction[] = [
  {
    id: 'driftwood-beach-bar',
    name: 'Driftwood Beach Bar',
    kind: 'bar',
    description:
      'Barefoot rum punches and cold Kalik on the sand, with the best seat on the shore for sunset.',
    distance: '450 m · 6 min walk',
    latitude: 26.515,
    longitude: -78.6452,
  },
  {
    id: 'harbourside-rum-bar',
    name: 'Harbourside Rum Bar',
    kind: 'bar',
    description:
      'A lively waterfront bar for island cocktails, local music and easy conversation after dark.',
    distance: '750 m · 10 min walk',
    latitude: 26.5166,
    longitude: -78.6393,
  },
  {
    id: 'conch-and-coral-kitchen',
    name: 'Conch & Coral Kitchen',
    kind: 'restaurant',
    description:
      'Fresh conch salad, cracked conch and the catch of the day, cooked the Bahamian way.',
    distance: '600 m · 8 min walk',
    latitude: 26.5179,
    longitude: -78.6408,
  },
  {
    id: 'lucaya-garden-grill',
    name: 'Lucaya Garden Grill',
    kind: 'restaurant',
    description:
      'Relaxed garden dining: grilled seafood, steaks and island-spiced sides under the stars.',
    distance: '700 m · 9 min walk',
    latitude: 26.5214,
    longitude: -78.64,
  },
  {
    id: 'rand-memorial-hospital',
    name: 'Rand Memorial Hospital',
    kind: 'hospital',
    description:
      'Grand Bahama’s main public hospital, with an Accident & Emergency department, in downtown Freeport.',
    distance: 'About 6 km · 12 min drive',
    latitude: 26.533,
    longitude: -78.697,
  },
  {
    id: 'marketplace-atm',
    name: 'Marketplace ATM',
    kind: 'atm',
    description:
      'A bank ATM at the marketplace in the town centre. The Bahamian dollar trades at par with the US dollar, and both are accepted across the island.',
    distance: '800 m · 10 min walk',
    latitude: 26.5196,
    longitude: -78.6384,
  },
];

/** Places worth knowing that are not pins on the map: the beach is drawn as a circle instead. */
export interface NearbyHighlight {
  readonly id: string;
  readonly name: string;
  readonly category: AttractionCategory;
  readonly description: string;
  readonly distance: string;
}

const { beach, townCentre, airport } = property.distances;

export const nearbyHighlights: readonly NearbyHighlight[] = [
  {
    id: 'neighbourhood-beach',
    name: 'The neighbourhood beach',
    category: 'beaches',
    description:
      'Soft sand and clear, calm water a quarter mile from your door: a morning swim before breakfast, a long walk at sunset.',
    distance: beach.text,
  },
  {
    id: 'south-shore-beaches',
    name: 'The south shore',
    category: 'beaches',
    description:
      'Quiet stretches of sand run along Grand Bahama’s south coast on either side of Freeport. With a car, a beach of your own is never far.',
    distance: 'A scenic drive',
  },
  {
    id: 'snorkelling-and-diving',
    name: 'Snorkelling and diving',
    category: 'activities',
    description:
      'Clear water, coral reefs and bright fish around the island. Tell us what you would enjoy at least 24 hours ahead and we will arrange the excursion.',
    distance: 'Excursions on request',
  },
  {
    id: 'town-centre',
    name: 'Town centre and marketplace',
    category: 'activities',
    description:
      'Shops, island crafts and the marketplace, an easy stroll away for a morning browse or fresh fruit for the villa.',
    distance: townCentre.text,
  },
  {
    id: 'airport-transfer',
    name: 'Airport transfers',
    category: 'services',
    description: `Send us your arrival details at least 48 hours ahead and we will arrange your transfer from ${airport.name}.`,
    distance: airport.text,
  },
];

/** Every nearby place in one tab, the map's pins first. */
export function attractionsIn(category: AttractionCategory): readonly NearbyHighlight[] {
  const mapPlaces = localAttractions
    .filter((place) => categoryOfKind[place.kind] === category)
    .map(({ id, name, description, distance }) => ({ id, name, category, description, distance }));
  return [...mapPlaces, ...nearbyHighlights.filter((place) => place.category === category)];
}
