import { property } from '../src/shared/content/property';
import { publicPaths } from '../src/shared/content/site';
import { expect, test } from './fixtures';
import type { APIRequestContext } from '@playwright/test';

interface PageHead {
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  robots: string | undefined;
  jsonLd: string[];
}

const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The head of a page as a crawler receives it: the prerendered HTML, before any script runs. */
async function readHead(request: APIRequestContext, path: string): Promise<PageHead> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const attribute = (pattern: RegExp) => {
    const value = pattern.exec(html)?.[1];
    return value === undefined ? undefined : decode(value);
  };
  return {
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    robots: attribute(/<meta name="robots" content="([^"]*)"/),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? '',
    ),
  };
}

// These read HTML and text files, not the rendered page: one viewport is enough.
test.describe('search-engine data', { tag: '@desktop' }, () => {
  test('every public page has its own title and description, and a canonical address', async ({
    request,
  }) => {
    const heads = await Promise.all(publicPaths.map((path) => readHead(request, path)));
    heads.forEach((head, index) => {
      const path = publicPaths[index];
      expect(head.title, path).toContain(property.name);
      expect(head.description?.length, path).toBeGreaterThanOrEqual(50);
      expect(head.canonical, path).toBe(`${property.siteUrl}${path}`);
      expect(head.robots, path).toBeUndefined();
    });
    expect(new Set(heads.map((head) => head.title)).size).toBe(publicPaths.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(publicPaths.length);
  });

  test('every public page publishes the lodging business data', async ({ request }) => {
    for (const path of publicPaths) {
      // Pages may add other blocks (breadcrumbs); the business is described exactly once.
      const blocks = (await readHead(request, path)).jsonLd.map((text) => JSON.parse(text));
      const business = blocks.filter((block) => block['@type'] === 'LodgingBusiness');
      expect(business, path).toHaveLength(1);
      expect(business[0], path).toMatchObject({
        '@context': 'https://schema.org',
        name: property.name,
        url: property.siteUrl,
        address: { addressLocality: 'Freeport', addressRegion: 'Grand Bahama' },
        geo: { latitude: property.location.latitude, longitude: property.location.longitude },
        aggregateRating: { ratingValue: 4.8, reviewCount: 124 },
      });
    }
  });

  test('the sitemap lists every public page, each answering with its canonical address', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? ''),
    );
    expect(locations.map((url) => url.pathname)).toEqual([...publicPaths]);
    expect(new Set(locations.map((url) => url.origin)).size).toBe(1);

    for (const url of locations) {
      const { canonical } = await readHead(request, url.pathname);
      expect(canonical).toBe(`${property.siteUrl}${url.pathname}`);
    }
  });

  test('robots.txt lets crawlers in, keeps them out of staff pages and the API, and names the sitemap', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api']),
    );
    const sitemap = lines.find((line) => line.startsWith('Sitemap: '))?.slice('Sitemap: '.length);
    expect(new URL(sitemap ?? '').pathname).toBe('/sitemap.xml');
  });

  test('staff pages are kept out of the index', async ({ request }) => {
    const response = await request.get('/admin/login');
    expect(response.headers()['x-robots-tag']).toBe('noindex');
  });
});

test.describe('the not-found page', { tag: '@desktop' }, () => {
  // The browser reports the 404 status of the document itself as a console error.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('asks not to be indexed and names no canonical address', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page).toHaveTitle(`Page Not Found | ${property.name}`);
  });
});
