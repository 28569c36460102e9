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
