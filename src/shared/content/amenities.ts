import { property } from './property';

export interface Amenity {
  readonly id: string;
  /** A lucide-react icon component name. */
  readonly icon: string;
  readonly name: string;
  readonly description: string;
}

const { beach, townCentre } = property.distances;

/** The eleven amenities of spec section 3, in order. */
export const amenities: readonly Amenity[] = [
  {
    id: 'shared-pool',
    icon: 'Waves',
    name: 'Shared Pool',
    description:
      'A sparkling pool reserved for guests of the four villas, skimmed almost daily and professionally cleaned twice a month.',
  },
  {
    id: 'kitchen-facilities',
    icon: 'ChefHat',
    name: 'Kitchen Facilities',
    description:
      'A full kitchen with a dining table for six in Lime, and kitchenettes in Coconut and Piña for breakfasts and light meals.',
  },
  {
    id: 'air-conditioning',
    icon: 'AirVent',
    name: 'Air Conditioning',
    description:
      'Every villa is air-conditioned, so nights stay cool and restful however warm the island afternoon.',
  },
  {
    id: 'free-wifi',
    icon: 'Wifi',
    name: 'Free WiFi',
    description:
      'Complimentary WiFi in every villa, for sharing the sunset, streaming a film or checking in with home.',
  },
  {
    id: 'parking',
    icon: 'Car',
    name: 'Parking',
    description:
      'One private space in the coral cut-out, plus street parking for up to three more cars.',
  },
  {
    id: 'laundry-service',
    icon: 'WashingMachine',
    name: 'Laundry Service',
    description:
      'Two washers and two dryers on site, with laundry service by request at $8, $11 or $14 per load.',
  },
  {
    id: 'beach-proximity',
    icon: 'Umbrella',
    name: 'Beach Proximity',
    description: `The beach is only ${beach.meters} m away, about a quarter mile or a ${beach.minutes}-minute stroll, with the town centre ${townCentre.meters} m beyond.`,
  },
  {
    id: 'baby-grand-piano',
    icon: 'Piano',
    name: 'Baby Grand Piano',
    description:
      'Piña’s baby grand stands beneath a soaring cathedral ceiling, ready for an evening recital or a few quiet bars before dinner.',
  },
  {
    id: 'bbq-grills',
    icon: 'Flame',
    name: 'BBQ Grills',
    description:
      'Two BBQ grills in the garden for fresh-caught fish, island-spiced chicken and long evenings outdoors.',
  },
  {
    id: 'dining-options',
    icon: 'UtensilsCrossed',
    name: 'Dining Options',
    description:
      'Gather around Lime’s table for six, grill in the garden, or walk to nearby restaurants and beach bars for Bahamian flavours.',
  },
  {
    id: 'outdoor-relaxation',
    icon: 'TreePalm',
    name: 'Outdoor Relaxation',
    description:
      'Three hammocks swing in the tropical gardens, the perfect spot for a siesta, a good book or a starlit nightcap.',
  },
];
