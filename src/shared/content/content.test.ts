import { describe, it, expect } from 'vitest';
import * as content from './index';
import {
  amenities,
  chatFaqEntries,
  faqCategories,
  faqEntries,
  galleryItems,
  localAttractions,
  lowestNightlyRate,
  property,
  reviews,
  villaById,
  villaBySlug,
  villaSlugs,
  villas,
} from './index';

/** Every string reachable from the module's exports, with its path. */
function collectStrings(value: unknown, path: string, out: [string, string][]): void {
  if (typeof value === 'string') {
    out.push([path, value]);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collectStrings(item, `${path}[${index}]`, out));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) collectStrings(child, `${path}.${key}`, out);
  }
}

const allStrings: [string, string][] = [];
for (const [name, value] of Object.entries(content)) collectStrings(value, name, allStrings);

describe('villas', () => {
  it('has the four villas with ids 1-4 in slug order', () => {
    expect(villas).toHaveLength(4);
    expect(villas.map((villa) => villa.id)).toEqual([1, 2, 3, 4]);
    expect(villas.map((villa) => villa.slug)).toEqual(['agave', 'coconut', 'lime', 'pina']);
    expect(villaSlugs).toEqual(['agave', 'coconut', 'lime', 'pina']);
    expect(villas.map((villa) => villa.name)).toEqual(['Agave', 'Coconut', 'Lime', 'Piña']);
    expect(villas.map((villa) => villa.color)).toEqual(['turquoise', 'coral', 'green', 'yellow']);
  });

  it('capacities follow the architecture decision and sum to the property maximum', () => {
    expect(villas.map((villa) => villa.capacity)).toEqual([4, 4, 4, 2]);
    const total = villas.reduce((sum, villa) => sum + villa.capacity, 0);
    expect(total).toBe(property.capacity.guests);
    expect(total).toBe(14);
    for (const villa of villas) expect(villa.capacityText).toBe(`Sleeps ${villa.capacity}`);
  });

  it('beds, bedrooms and bathrooms sum to the property totals', () => {
    const sum = (pick: (villa: (typeof villas)[number]) => number) =>
      villas.reduce((total, villa) => total + pick(villa), 0);
    expect(sum((villa) => villa.beds)).toBe(property.capacity.beds);
    expect(sum((villa) => villa.beds)).toBe(9);
    expect(sum((villa) => villa.bedrooms)).toBe(property.capacity.bedrooms);
    expect(sum((villa) => villa.bathrooms)).toBe(property.capacity.bathrooms);
  });

  it('nightly rates come from the property pricing', () => {
    for (const villa of villas) {
      expect(villa.nightlyRate).toBe(property.pricing.nightlyByVilla[villa.slug]);
    }
  });

  it('has the special features of the comparison table', () => {
    expect(villas.map((villa) => villa.specialFeature)).toEqual([
      'Direct pool access',
      'Two-room layout',
      'Full kitchen',
      'Baby grand piano',
    ]);
  });

  it('every villa has full card and detail-page content', () => {
    for (const villa of villas) {
      expect(villa.features.length).toBeGreaterThanOrEqual(6);
      expect(villa.overview.length).toBeGreaterThanOrEqual(2);
      expect(villa.overview.length).toBeLessThanOrEqual(3);
      expect(villa.featureGroups.sleeping.length).toBeGreaterThan(0);
      expect(villa.featureGroups.bathroom.length).toBeGreaterThan(0);
      expect(villa.featureGroups.kitchenDining.length).toBeGreaterThan(0);
      expect(villa.featureGroups.technology.length).toBeGreaterThan(0);
      expect(villa.locationHighlights.length).toBeGreaterThan(0);
      expect(villa.image.name).toBe(`villa-${villa.slug}`);
      expect(villa.image.alt.length).toBeGreaterThan(10);
      for (const image of villa.additionalImages) expect(image.alt.length).toBeGreaterThan(10);
    }
  });

  it('looks villas up by slug and id', () => {
    expect(villaBySlug('lime')?.id).toBe(3);
    expect(villaBySlug('unknown')).toBeUndefined();
    expect(villaById(4)?.slug).toBe('pina');
    expect(villaById(0)).toBeUndefined();
  });
});

describe('lowestNightlyRate', () => {
  it('is the cheapest villa, as the chat pricing answer quotes it', () => {
    expect(lowestNightlyRate).toBe(150);
    const pricing = chatFaqEntries.find((entry) => entry.category === 'pricing');
    expect(pricing?.answer).toContain('from $150 per night');
  });
});

describe('amenities', () => {
  it('has the eleven amenities of the spec, in order', () => {
    expect(amenities.map((amenity) => amenity.name)).toEqual([
      'Shared Pool',
      'Kitchen Facilities',
      'Air Conditioning',
      'Free WiFi',
      'Parking',
      'Laundry Service',
      'Beach Proximity',
      'Baby Grand Piano',
      'BBQ Grills',
      'Dining Options',
      'Outdoor Relaxation',
    ]);
    expect(new Set(amenities.map((amenity) => amenity.id)).size).toBe(11);
    for (const amenity of amenities) expect(amenity.icon).toMatch(/^[A-Z][A-Za-z]+$/);
  });
});

describe('local attractions', () => {
  it('has two bars, two restaurants, a hospital and an ATM', () => {
    expect(localAttractions).toHaveLength(6);
    const kinds = localAttractions.map((attraction) => attraction.kind).sort();
    expect(kinds).toEqual(['atm', 'bar', 'bar', 'hospital', 'restaurant', 'restaurant']);
    expect(new Set(localAttractions.map((attraction) => attraction.id)).size).toBe(6);
  });

  it('places every attraction on Grand Bahama near the villas', () => {
    for (const attraction of localAttractions) {
      expect(Math.abs(attraction.latitude - property.location.latitude)).toBeLessThan(0.05);
      expect(Math.abs(attraction.longitude - property.location.longitude)).toBeLessThan(0.1);
    }
  });

  it('exports the spec distances', () => {
    expect(content.distances.beach.meters).toBe(400);
    expect(content.distances.townCentre.meters).toBe(800);
    expect(content.distances.airport).toMatchObject({ km: 18, minutes: 25 });
  });
});

describe('gallery', () => {
  it('has 31 base items and 7 extras with unique ids', () => {
    const ids = galleryItems.map((item) => item.id);
    expect(ids.filter((id) => id < 100)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(ids.filter((id) => id >= 100)).toEqual(Array.from({ length: 7 }, (_, i) => i + 100));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(galleryItems.map((item) => item.image)).size).toBe(ids.length);
  });
});

describe('reviews', () => {
  it('has 12 reviews with unique ids, valid ratings and dates', () => {
    expect(reviews).toHaveLength(12);
    expect(new Set(reviews.map((review) => review.id)).size).toBe(12);
    for (const review of reviews) {
      expect([1, 2, 3, 4, 5]).toContain(review.rating);
      expect(review.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(review.date >= '2024-01-01' && review.date <= '2026-10-31').toBe(true);
      if (review.response) expect(review.response.date >= review.date).toBe(true);
    }
  });

  it('represents every source and answers the lowest rating', () => {
    const sources = new Set(reviews.map((review) => review.source));
    expect([...sources].sort()).toEqual(['direct', 'google', 'tripadvisor', 'verified']);
    const lowest = reviews.filter((review) => review.rating <= 3);
    expect(lowest.length).toBeGreaterThan(0);
    for (const review of lowest) expect(review.response).toBeDefined();
  });
});

describe('faq', () => {
  it('has the five categories in order, each with 5-8 entries', () => {
    expect(faqCategories.map((category) => category.name)).toEqual([
      'General',
      'Booking & Payment',
      'Amenities & Services',
      'Location & Transportation',
      'Policies & Rules',
    ]);
    for (const category of faqCategories) {
      const count = faqEntries.filter((entry) => entry.category === category.id).length;
      expect(count).toBeGreaterThanOrEqual(5);
      expect(count).toBeLessThanOrEqual(8);
    }
    expect(new Set(faqEntries.map((entry) => entry.id)).size).toBe(faqEntries.length);
  });

  it('states the architecture decisions on times and cancellation', () => {
    const text = faqEntries.map((entry) => entry.answer).join(' ');
    expect(text).toContain('4:00 PM');
    expect(text).toContain('1:00 PM');
    expect(text).toContain('10 PM to 8 AM');
    expect(text).toContain('at least 5 days before check-in');
    expect(text).not.toMatch(/3:00|11:00 AM|midnight|7 days/);
  });

  it('has 5 chat FAQ entries, one per concierge topic', () => {
    expect(chatFaqEntries).toHaveLength(5);
    expect(chatFaqEntries.map((entry) => entry.category)).toEqual([
      'booking',
      'pricing',
      'location',
      'amenities',
      'general',
    ]);
    const pricing = chatFaqEntries[1]?.answer ?? '';
    expect(pricing).toContain('$150');
    expect(pricing).toContain('$650');
    expect(pricing).toContain('$180');
  });
});

describe('all content', () => {
  it('has no external URL except the canonical site address', () => {
    const offenders = allStrings.filter(
      ([path, value]) => /https?:\/\//.test(value) && path !== 'property.siteUrl',
    );
    expect(offenders).toEqual([]);
    expect(allStrings.length).toBeGreaterThan(500);
  });

  it('mentions the budget units in at most one FAQ answer and nowhere else', () => {
    const mentions = allStrings.filter(([, value]) => /moringa|papaya/i.test(value));
    expect(mentions.length).toBeLessThanOrEqual(1);
    for (const [path] of mentions) expect(path).toMatch(/^faqEntries\[\d+\]\.answer$/);
  });
});
