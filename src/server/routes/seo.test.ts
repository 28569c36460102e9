import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/helpers/app';
import { publicPaths } from '../../shared/content/site';
import { sitemapXml } from './seo';

const publicUrl = 'https://villas.example';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL: `${publicUrl}/` } });
});

afterAll(async () => {
  await app.close();
});

describe('GET /sitemap.xml', () => {
  it('lists every public page once, as an absolute URL on PUBLIC_URL', async () => {
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');

    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(publicPaths.map((path) => `${publicUrl}${path}`));
    expect(locations).toContain(`${publicUrl}/property/pina`);
    expect(response.body).not.toContain('/admin');
  });

  it('escapes what XML cannot carry as-is', () => {
    expect(sitemapXml('https://example.com/?a=1&b=2', ['/'])).toContain(
      '<loc>https://example.com/?a=1&amp;b=2/</loc>',
    );
  });
});

describe('GET /robots.txt', () => {
  it('allows crawling except the staff pages and the API, and names the sitemap', async () => {
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api',
        `Sitemap: ${publicUrl}/sitemap.xml`,
      ]),
    );
  });

  it('answers HEAD too, as crawlers sometimes check first', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});
