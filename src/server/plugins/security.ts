import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mapTiles } from '../../shared/map/tiles';

/**
 * The site's Content Security Policy. Pages add the SHA-256 hashes of their own inline
 * scripts (see web-client.ts), so no inline script runs unless the build produced it.
 */
export function contentSecurityPolicy(options: {
  scriptHashes?: readonly string[];
  isProduction: boolean;
  /** Stripe mode: the Payment Element loads Stripe.js and runs in Stripe's frames. */
  allowStripe?: boolean;
}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`)],
    // React and Leaflet set inline style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // The location map's OpenStreetMap tiles. Every page allows them: after the first load the
    // site navigates in the browser, so any page's policy may end up governing the map.
    'img-src': ["'self'", 'data:', 'blob:', ...mapTiles.hosts],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (options.allowStripe) {
    directives['script-src']?.push('https://js.stripe.com', 'https://*.js.stripe.com');
    directives['frame-src'] = [
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ];
    directives['connect-src']?.push('https://api.stripe.com');
    directives['img-src']?.push('https://*.stripe.com');
  }
  if (options.isProduction) directives['upgrade-insecure-requests'] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** Security headers, compression, cookies and (opt-in per route) rate limits. */
export const security = fp(
  async (
    app: FastifyInstance,
    options: {
      isProduction: boolean;
      cookieSecret: string;
      allowStripe: boolean;
      /** Off only for load benchmarks, which must measure the app rather than the limiter. */
      rateLimits: boolean;
    },
  ) => {
    await app.register(helmet, {
      // Set per response in onSend so pages can carry their script hashes.
      contentSecurityPolicy: false,
      strictTransportSecurity: options.isProduction
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      crossOriginEmbedderPolicy: false,
    });
    const defaultPolicy = contentSecurityPolicy(options);
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', defaultPolicy);
      }
      return payload;
    });
    await app.register(compress, { global: true, threshold: 1024 });
    await app.register(cookie, { secret: options.cookieSecret });
    await app.register(rateLimit, {
      global: false,
      allowList: () => !options.rateLimits,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      }),
    });
  },
  { name: 'security' },
);
