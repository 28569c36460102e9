import { property } from '../content/property';

export interface Breadcrumb {
  name: string;
  /** Site path, e.g. `/villas`. */
  path: string;
}

/** The trail shared by the villa pages: Home, then Our Villas. */
export const villasTrail: readonly Breadcrumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Our Villas', path: '/villas' },
];

/** Schema.org BreadcrumbList for a trail, from the home page to the current page. */
export function breadcrumbListJsonLd(trail: readonly Breadcrumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${property.siteUrl}${crumb.path}`,
    })),
  };
}
