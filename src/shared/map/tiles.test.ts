import { describe, expect, it } from 'vitest';
import { mapTiles } from './tiles';

describe('mapTiles', () => {
  it('names every host its URL template can reach', () => {
    for (const subdomain of mapTiles.subdomains) {
      const host = new URL(mapTiles.urlTemplate.replace('{s}', subdomain)).origin;
      expect(mapTiles.hosts).toContain(host);
    }
    expect(mapTiles.hosts).toHaveLength(mapTiles.subdomains.length);
  });
});
