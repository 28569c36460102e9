import { describe, expect, it } from 'vitest';
import { property } from '../content/property';
import { breadcrumbListJsonLd, villasTrail } from './breadcrumbs';
import { serializeJsonLd } from './lodging-business';

describe('breadcrumbListJsonLd', () => {
  const trail = [...villasTrail, { name: 'Piña', path: '/property/pina' }];
  const data = breadcrumbListJsonLd(trail);

  it('is a schema.org BreadcrumbList', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('BreadcrumbList');
  });

  it('lists the trail in order, numbered from 1, with absolute addresses', () => {
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${property.siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'Our Villas', item: `${property.siteUrl}/villas` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Piña',
        item: `${property.siteUrl}/property/pina`,
      },
    ]);
  });

  it('serializes like the rest of the structured data', () => {
    const text = serializeJsonLd(breadcrumbListJsonLd([{ name: '</script>', path: '/' }]));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).itemListElement[0].name).toBe('</script>');
  });
});
