import { describe, expect, it } from 'vitest';
import { attractionCategories, attractionsIn, localAttractions, locationMap } from './attractions';
import { property } from './property';

describe('attractionsIn', () => {
  it('fills every tab, and lists each map pin in exactly one', () => {
    const tabs = attractionCategories.map((category) => attractionsIn(category.id));
    for (const places of tabs) expect(places.length).toBeGreaterThan(0);
    const listed = tabs.flat().map((place) => place.id);
    for (const pin of localAttractions) {
      expect(listed.filter((id) => id === pin.id)).toHaveLength(1);
    }
  });

  it('puts bars under nightlife and the hospital and ATM under services', () => {
    const names = (category: 'nightlife' | 'services') =>
      attractionsIn(category).map((place) => place.name);
    expect(names('nightlife')).toEqual(['Driftwood Beach Bar', 'Harbourside Rum Bar']);
    expect(names('services')).toEqual(
      expect.arrayContaining(['Rand Memorial Hospital', 'Marketplace ATM']),
    );
  });
});

describe('the location map', () => {
  it('opens at zoom 14 on the public position, with a circle of the beach distance', () => {
    expect(locationMap.zoom).toBe(14);
    expect(locationMap.center).toEqual([property.location.latitude, property.location.longitude]);
    expect(locationMap.beachRadiusMeters).toBe(400);
  });
});
