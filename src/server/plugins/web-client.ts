import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { staffPaths } from '../../shared/content/site';
import { contentSecurityPolicy } from './security';

interface Page {
  html: Buffer;
  csp: string;
}

const spaFallbackFile = '__spa-fallback.html';

/** The SHA-256 source hash of every inline script that a browser would execute. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || body.length === 0) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // Data blocks such as JSON-LD are never executed, so CSP does not apply to them.
    if (type && type !== 'module' && !type.includes('javascript')) continue;
    hashes.add(`sha256-${createHash('sha256').update(body).digest('base64')}`);
  }
  return [...hashes];
}

async function findHtmlFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : findHtmlFiles(full, base);
      return entry.name.endsWith('.html') ? [path.relative(base, full)] : [];
    }),
  );
  return nested.flat();
}

/** `about/index.html` is served at `/about`, `index.html` at `/`. */
function routeOf(file: string): string | null {
  const posix = file.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'/index.html'.length)}`;
  return null;
}

export interface WebClientOptions {
  clientDir: string;
  isProduction: boolean;
  allowStripe: boolean;
}

/**
 * Serves the built site: prerendered HTML for public pages, the SPA fallback for staff pages,
 * the same fallback with status 404 for unknown paths (the client renders the not-found
 * screen), and hashed assets with a year-long immutable cache.
 */
export const webClient = fp(
  async (app: FastifyInstance, options: WebClientOptions) => {
    const { clientDir, isProduction, allowStripe } = options;
    if (!existsSync(path.join(clientDir, spaFallbackFile))) {
      throw new Error(
        `The site is not built (no ${clientDir}/${spaFallbackFile}). Run: npm run build`,
      );
    }

    const load = async (file: string): Promise<Page> => {
      const html = await readFile(path.join(clientDir, file));
      const scriptHashes = inlineScriptHashes(html.toString('utf8'));
      return { html, csp: contentSecurityPolicy({ scriptHashes, isProduction, allowStripe }) };
    };
    const sendPage = (reply: FastifyReply, page: Page, statusCode = 200) =>
      reply
        .code(statusCode)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', page.csp)
        .send(page.html);

    const fallback = await load(spaFallbackFile);
    for (const file of await findHtmlFiles(clientDir)) {
      const route = routeOf(file);
      if (!route) continue;
      const page = await load(file);
      app.get(route, (_request, reply) => sendPage(reply, page));
    }
    for (const route of staffPaths) {
      app.get(route, (_request, reply) =>
        sendPage(reply.header('x-robots-tag', 'noindex'), fallback),
      );
    }

    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: true,
      cacheControl: false,
      // Pages are served by their routes above, never as raw files.
      allowedPath: (pathName) => !pathName.endsWith('.html'),
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });

    app.decorate('sendNotFoundPage', (reply: FastifyReply) => sendPage(reply, fallback, 404));
  },
  { name: 'web-client' },
);

declare module 'fastify' {
  interface FastifyInstance {
    sendNotFoundPage?: (reply: FastifyReply) => FastifyReply;
  }
}
