import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/helpers/app';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { inlineScriptHashes, pageEncoding } from './web-client';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const inlineScript = 'window.__context = {"page":"about"};';
const jsonLd = '{"@type":"LodgingBusiness"}';
const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1>` +
  `<script type="application/ld+json">${jsonLd}</script><script>${inlineScript}</script>` +
  `<script type="module" src="/assets/entry-abc123.js"></script></body></html>`;

let clientDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'villas-client-'));
  await mkdir(path.join(clientDir, 'about'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), page('Home'));
  await writeFile(path.join(clientDir, 'about', 'index.html'), page('About'));
  await writeFile(path.join(clientDir, '__spa-fallback.html'), page('Loading'));
  await writeFile(
    path.join(clientDir, 'assets', 'entry-abc123.js'),
    `console.log(${'1'.repeat(3000)})`,
  );
  await writeFile(path.join(clientDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildTestApp({ clientDir });
});

afterAll(async () => {
  await app.close();
  await rm(clientDir, { recursive: true, force: true });
});

describe('serving the built site', () => {
  it('serves prerendered pages, with or without a trailing slash', async () => {
    for (const url of ['/', '/about', '/about/']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject('/about')).body).toContain('<h1>About</h1>');
  });

  it("allows exactly the page's own inline scripts in its CSP", async () => {
    const csp = String((await app.inject('/about')).headers['content-security-policy']);
    expect(csp).toContain(`'${sha256(inlineScript)}'`);
    expect(csp).not.toContain(sha256(jsonLd));
    expect(csp).not.toContain("'unsafe-inline' 'sha");
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).toContain("base-uri 'self'");
  });

  it('serves staff pages from the SPA fallback, not indexed', async () => {
    const response = await app.inject('/admin/login');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Loading</h1>');
    expect(response.headers['x-robots-tag']).toBe('noindex');
  });

  it('answers unknown pages with status 404 and the app, which shows the not-found screen', async () => {
    const response = await app.inject('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Loading</h1>');
  });

  it('keeps raw HTML files and the API namespace out of the page fallback', async () => {
    expect((await app.inject('/about/index.html')).statusCode).toBe(404);
    const api = await app.inject('/api/missing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found' });
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await app.inject('/assets/entry-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const logo = await app.inject('/logo.svg');
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses what it serves', async () => {
    const response = await app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('compressed pages', () => {
  it('sends a page compressed once for each encoding, the same bytes every time', async () => {
    const plain = (await app.inject('/about')).body;
    const ask = (encoding: string) =>
      app.inject({ url: '/about', headers: { 'accept-encoding': encoding } });
    const brotli = await ask('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
    expect((await ask('br')).rawPayload.equals(brotli.rawPayload)).toBe(true);
    const gzipped = await ask('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain);
    const missing = await app.inject({ url: '/nowhere', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(brotliDecompressSync(missing.rawPayload).toString()).toContain('<h1>Loading</h1>');
  });

  it.each([
    [undefined, null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;q=0.5', 'br'],
    ['deflate', null],
  ])('picks the encoding for Accept-Encoding %s', (header, expected) => {
    expect(pageEncoding(header)).toBe(expected);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts only', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{}</script><script type="text/javascript">a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()')]);
  });
});
