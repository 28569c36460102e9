import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { staffPaths } from '../../shared/content/site';
import { contentSecurityPolicy } from './security';

interface Page {
  html: Buffer;
  csp: string;
  /** The page compressed once, on its first request in each encoding, then reused. */
  compressed: Map<PageEncoding, Promise<Buffer>>;
}

type PageEncoding = 'br' | 'gzip';

const compressors: Record<PageEncoding, (html: Buffer) => Promise<Buffer>> = {
  br: (html) =>
    promisify(brotliCompress)(html, {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
  gzip: (html) => promisify(gzip)(html, { level: zlibConstants.Z_BEST_COMPRESSION }),
};

/** The encoding to send a page in, from `Accept-Encoding`: brotli, else gzip, else none. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
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
      return {
        html,
        csp: contentSecurityPolicy({ scriptHashes, isProduction, allowStripe }),
        compressed: new Map(),
      };
    };
    // Pages are compressed here, once, rather than by the compression plugin on every request:
    // that costs more than everything else a page request does.
    const sendPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      page: Page,
      statusCode = 200,
    ) => {
      reply
        .code(statusCode)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', page.csp)
        .header('vary', 'accept-encoding');
      const encoding = pageEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(page.html);
      let compressed = page.compressed.get(encoding);
      if (!compressed) {
        compressed = compressors[encoding](page.html);
        page.compressed.set(encoding, compressed);
      }
      return reply.header('content-encoding', encoding).send(await compressed);
    };

    const fallback = await load(spaFallbackFile);
    for (const file of await findHtmlFiles(clientDir)) {
      const route = routeOf(file);
      if (!route) continue;
      const page = await load(file);
      app.get(route, (request, reply) => sendPage(request, reply, page));
    }
    for (const route of staffPaths) {
      app.get(route, (request, reply) =>
        sendPage(request, reply.header('x-robots-tag', 'noindex'), fallback),
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

    app.decorate('sendNotFoundPage', (request: FastifyRequest, reply: FastifyReply) =>
      sendPage(request, reply, fallback, 404),
    );
  },
  { name: 'web-client' },
);

declare module 'fastify' {
  interface FastifyInstance {
    sendNotFoundPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}
