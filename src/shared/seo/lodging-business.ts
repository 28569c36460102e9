import { property } from '../content/property';

const everyDay = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** Schema.org LodgingBusiness data published on every page of the public site (spec section 1). */
export function lodgingBusinessJsonLd() {
  const { siteUrl, location, contact, ratings } = property;
  const logo = `${siteUrl}/logo.svg`;
  return {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    '@id': `${siteUrl}/#lodging-business`,
    name: property.name,
    description: property.overview.description,
    url: siteUrl,
    logo,
    // The logo stands in until the photo pipeline publishes images of the villas.
    image: logo,
    telephone: contact.phone,
    email: contact.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: location.locality,
      addressRegion: location.region,
      addressCountry: location.countryCode,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: location.latitude,
      longitude: location.longitude,
    },
    priceRange: property.pricing.priceRange,
    currenciesAccepted: property.pricing.currency,
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...everyDay],
        opens: '00:00',
        closes: '23:59',
      },
    ],
    amenityFeature: property.amenityFeatures.map((name) => ({
      '@type': 'LocationFeatureSpecification',
      name,
      value: true,
    })),
    starRating: {
      '@type': 'Rating',
      ratingValue: ratings.starRating,
      bestRating: 5,
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: ratings.aggregateRating,
      reviewCount: ratings.reviewCount,
      bestRating: 5,
    },
    acceptsReservations: true,
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`. Escaping `<` keeps any text in the
 * data from closing the script element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
