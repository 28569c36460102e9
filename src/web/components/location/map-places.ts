import { type AttractionKind, localAttractions } from '../../../shared/content/attractions';

export const kindLabels: Record<AttractionKind, string> = {
  bar: 'Bar',
  restaurant: 'Restaurant',
  hospital: 'Hospital',
  atm: 'ATM',
};

/**
 * Pin colours per kind. Dark text on the light villa colours and white on the deep ones keeps
 * every number at AA contrast; the pins sit on map tiles, the same in both colour schemes.
 */
export const kindPinClasses: Record<AttractionKind, string> = {
  bar: 'bg-villa-coral text-lagoon-900',
  restaurant: 'bg-villa-green text-lagoon-900',
  hospital: 'bg-coral-700 text-white',
  atm: 'bg-villa-yellow text-lagoon-900',
};

export interface MapPlace {
  readonly id: string;
  /** Shown on the pin and beside the same place in the list. */
  readonly number: number;
  readonly name: string;
  readonly kind: AttractionKind;
  readonly distance: string;
  readonly position: [number, number];
}

export const mapPlaces: readonly MapPlace[] = localAttractions.map((place, index) => ({
  id: place.id,
  number: index + 1,
  name: place.name,
  kind: place.kind,
  distance: place.distance,
  position: [place.latitude, place.longitude],
}));
