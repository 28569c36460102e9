import { describe, expect, it } from 'vitest';
import { property } from '../content/property';
import { lodgingBusinessJsonLd, serializeJsonLd } from './lodging-business';

describe('lodgingBusinessJsonLd', () => {
  const data = lodgingBusinessJsonLd();

  it('describes the property as a LodgingBusiness, with every key search engines need', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('LodgingBusiness');
    for (const key of [
      'name',
      'description',
      'url',
      'logo',
      'image',
      'telephone',
      'email',
      'address',
      'geo',
      'priceRange',
      'openingHoursSpecification',
      'amenityFeature',
      'starRating',
      'aggregateRating',
      'acceptsReservations',
    ]) {
      expect(data, key).toHaveProperty(key);
    }
  });

  it('takes its facts from the content module', () => {
    expect(data.name).toBe(property.name);
    expect(data.description).toBe(property.overview.description);
    expect(data.url).toBe(property.siteUrl);
    expect(data.logo).toBe(`${property.siteUrl}/logo.svg`);
    expect(data.telephone).toBe(property.contact.phone);
    expect(data.email).toBe(property.contact.email);
    expect(data.priceRange).toBe(property.pricing.priceRange);
    expect(data.acceptsReservations).toBe(true);
  });

  it('places the business in Freeport, Grand Bahama, with its coordinates', () => {
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Freeport',
      addressRegion: 'Grand Bahama',
      addressCountry: 'BS',
    });
    expect(data.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: property.location.latitude,
      longitude: property.location.longitude,
    });
  });

  it('is open every day of the week, around the clock', () => {
    expect(data.openingHoursSpecification).toHaveLength(1);
    const [hours] = data.openingHoursSpecification;
    expect(hours?.dayOfWeek).toHaveLength(7);
    expect(new Set(hours?.dayOfWeek).size).toBe(7);
    expect(hours).toMatchObject({ opens: '00:00', closes: '23:59' });
  });

  it('lists every amenity feature as a true LocationFeatureSpecification', () => {
    expect(data.amenityFeature).toEqual(
      property.amenityFeatures.map((name) => ({
        '@type': 'LocationFeatureSpecification',
        name,
        value: true,
      })),
    );
    expect(data.amenityFeature.map((feature) => feature.name)).toEqual([
      'Private pool',
      'Beachfront access',
      'Air conditioning',
      'Free WiFi',
      'Kitchen',
    ]);
  });

  it('carries the star rating and the aggregate rating', () => {
    expect(data.starRating).toEqual({ '@type': 'Rating', ratingValue: 4.9, bestRating: 5 });
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.8,
      reviewCount: 124,
      bestRating: 5,
    });
  });
});

describe('serializeJsonLd', () => {
  it('produces valid JSON that round-trips', () => {
    const data = lodgingBusinessJsonLd();
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });

  it('escapes < so the text cannot close the script element', () => {
    const text = serializeJsonLd({ note: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ note: '</script><script>alert(1)</script>' });
  });
});
