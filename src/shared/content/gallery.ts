import type { VillaSlug } from './villas';

export interface GalleryItem {
  readonly id: number;
  readonly title: string;
  /** Image name, resolved by the photo pipeline (e.g. 'gallery-01'). */
  readonly image: string;
  readonly alt: string;
  readonly villa?: VillaSlug;
}

/** The opening photo of the home and villas pages, a wide 16:9 banner. */
export const heroImage = {
  name: 'hero',
  alt: 'The four villas in turquoise, coral, green and yellow facing the pool, framed by palms in the morning light',
} as const;

/** 31 base images (ids 1-31) followed by 7 extra entries (ids 100-106). */
export const galleryItems: readonly GalleryItem[] = [
  {
    id: 1,
    title: 'Welcome to the Gardens',
    image: 'gallery-01',
    alt: 'The four villas of Bahama Garden Villas gathered around the pool and tropical gardens',
  },
  {
    id: 2,
    title: 'Poolside Morning',
    image: 'gallery-02',
    alt: 'Morning sun on the still turquoise water of the pool beside Agave',
    villa: 'agave',
  },
  {
    id: 3,
    title: 'Agave Living Space',
    image: 'gallery-03',
    alt: 'Bright living space in Agave with a pull-out double sofa and turquoise accents',
    villa: 'agave',
  },
  {
    id: 4,
    title: 'Agave Bedroom',
    image: 'gallery-04',
    alt: 'Queen bed in Agave dressed in crisp white linens',
    villa: 'agave',
  },
  {
    id: 5,
    title: 'Agave Bathroom',
    image: 'gallery-05',
    alt: 'The full bathroom in Agave with fresh folded towels',
    villa: 'agave',
  },
  {
    id: 6,
    title: 'Coconut Sitting Room',
    image: 'gallery-06',
    alt: 'Coconut’s sitting room in soft coral tones with a pull-out double sofa',
    villa: 'coconut',
  },
  {
    id: 7,
    title: 'Coconut Bedroom',
    image: 'gallery-07',
    alt: 'The separate bedroom in Coconut with a queen bed',
    villa: 'coconut',
  },
  {
    id: 8,
    title: 'Coconut Kitchenette',
    image: 'gallery-08',
    alt: 'Kitchenette in Coconut with a coffee set and a bowl of tropical fruit',
    villa: 'coconut',
  },
  {
    id: 9,
    title: 'Lime Kitchen',
    image: 'gallery-09',
    alt: 'The full kitchen in Lime with fresh green accents',
    villa: 'lime',
  },
  {
    id: 10,
    title: 'Dinner for Six',
    image: 'gallery-10',
    alt: 'The dining table in Lime laid for six guests',
    villa: 'lime',
  },
  {
    id: 11,
    title: 'Lime Living Area',
    image: 'gallery-11',
    alt: 'Living area in Lime with its pull-out sofa and twin daybed',
    villa: 'lime',
  },
  {
    id: 12,
    title: 'Lime Bedroom',
    image: 'gallery-12',
    alt: 'Queen bed in Lime with green cushions and garden light',
    villa: 'lime',
  },
  {
    id: 13,
    title: 'The Baby Grand',
    image: 'gallery-13',
    alt: 'The baby grand piano in Piña with its lid raised',
    villa: 'pina',
  },
  {
    id: 14,
    title: 'Under the Cathedral Ceiling',
    image: 'gallery-14',
    alt: 'The soaring cathedral ceiling above the living area in Piña',
    villa: 'pina',
  },
  {
    id: 15,
    title: 'Piña Bedroom',
    image: 'gallery-15',
    alt: 'Queen bed in Piña with sunny yellow accents',
    villa: 'pina',
  },
  {
    id: 16,
    title: 'Piña Kitchenette',
    image: 'gallery-16',
    alt: 'The kitchenette in Piña set for breakfast for two',
    villa: 'pina',
  },
  {
    id: 17,
    title: 'Hammock Hour',
    image: 'gallery-17',
    alt: 'Hammocks strung between trees in the tropical gardens',
  },
  {
    id: 18,
    title: 'Tropical Gardens',
    image: 'gallery-18',
    alt: 'Lush tropical planting and flowering shrubs in the gardens between the villas',
  },
  {
    id: 19,
    title: 'The Garden Path',
    image: 'gallery-19',
    alt: 'A shaded path winding through the gardens towards the pool',
  },
  {
    id: 20,
    title: 'Fire Up the Grill',
    image: 'gallery-20',
    alt: 'One of the two BBQ grills in the garden, ready for an evening cook-out',
  },
  {
    id: 21,
    title: 'Pool After Dark',
    image: 'gallery-21',
    alt: 'The pool glowing softly at night with the villas behind it',
  },
  {
    id: 22,
    title: 'Crystal-Clear Water',
    image: 'gallery-22',
    alt: 'Close view of the clear, freshly cleaned water of the pool',
  },
  {
    id: 23,
    title: 'Five Minutes to the Sand',
    image: 'gallery-23',
    alt: 'The white-sand beach a five-minute walk from the villas',
  },
  {
    id: 24,
    title: 'Turquoise Shallows',
    image: 'gallery-24',
    alt: 'Clear turquoise shallows lapping the beach near Freeport',
  },
  {
    id: 25,
    title: 'Sunset on Grand Bahama',
    image: 'gallery-25',
    alt: 'The sun setting over the sea off Grand Bahama',
  },
  {
    id: 26,
    title: 'Fresh Linens',
    image: 'gallery-26',
    alt: 'Close-up of fresh white linens and folded towels on a made bed',
  },
  {
    id: 27,
    title: 'Private Entrances',
    image: 'gallery-27',
    alt: 'The individually lockable entrances of the four villas',
  },
  {
    id: 28,
    title: 'Island Colours',
    image: 'gallery-28',
    alt: 'Turquoise, coral, green and yellow accents of the four villas side by side',
  },
  {
    id: 29,
    title: 'Morning Coffee in the Garden',
    image: 'gallery-29',
    alt: 'A cup of coffee on a garden table in the morning sun',
  },
  {
    id: 30,
    title: 'Palms Overhead',
    image: 'gallery-30',
    alt: 'Palm fronds against a clear blue sky above the gardens',
  },
  {
    id: 31,
    title: 'Evening in the Garden',
    image: 'gallery-31',
    alt: 'The gardens and villas softly lit at dusk',
  },
  {
    id: 100,
    title: 'Agave Opens to the Pool',
    image: 'gallery-100',
    alt: 'The doors of Agave opening directly onto the shared pool',
    villa: 'agave',
  },
  {
    id: 101,
    title: 'Coconut’s Second Room',
    image: 'gallery-101',
    alt: 'The sitting room of Coconut seen from the bedroom doorway',
    villa: 'coconut',
  },
  {
    id: 102,
    title: 'Connecting Doors',
    image: 'gallery-102',
    alt: 'The connecting doors from Lime towards the neighbouring villas',
    villa: 'lime',
  },
  {
    id: 103,
    title: 'A Corner for Music',
    image: 'gallery-103',
    alt: 'Sheet music resting on the baby grand piano in Piña',
    villa: 'pina',
  },
  {
    id: 104,
    title: 'The Walk to the Beach',
    image: 'gallery-104',
    alt: 'The short, sunny walk from the villas towards the beach',
  },
  {
    id: 105,
    title: 'Local Flavours',
    image: 'gallery-105',
    alt: 'A bowl of fresh Bahamian conch salad at a nearby restaurant',
  },
  {
    id: 106,
    title: 'Freeport at Dusk',
    image: 'gallery-106',
    alt: 'Evening light over the waterfront near Freeport',
  },
];
