import type { FastifyPluginAsync } from 'fastify';
import { publicPaths } from '../../shared/content/site';

/** An hour: crawlers see a deploy soon without fetching these on every visit. */
const cacheControl = 'public, max-age=3600';

/** Characters that XML text cannot carry as-is. Paths are ours, but a PUBLIC_URL could hold `&`. */
function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

export function sitemapXml(publicUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * `GET /sitemap.xml` and `GET /robots.txt`, at the site root. URLs are absolute on PUBLIC_URL,
 * where this server is reached: a sitemap may only list pages of its own host.
 */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const sitemap = sitemapXml(app.config.publicUrl, publicPaths);
  const robots = robotsTxt(app.config.publicUrl);

  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(sitemap),
  );
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', cacheControl).send(robots),
  );
};
