import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('lets images come from the OpenStreetMap tile hosts and nowhere else outside the site', () => {
    const policy = directives(contentSecurityPolicy({ isProduction: false }));
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://a.tile.openstreetmap.org',
      'https://b.tile.openstreetmap.org',
      'https://c.tile.openstreetmap.org',
    ]);
    for (const [name, values] of policy) {
      if (name === 'img-src') continue;
      expect(
        values.filter((value) => value.startsWith('http')),
        name,
      ).toEqual([]);
    }
  });

  it('adds the page script hashes, and upgrades insecure requests in production', () => {
    const policy = contentSecurityPolicy({ scriptHashes: ['sha256-abc'], isProduction: true });
    expect(directives(policy).get('script-src')).toEqual(["'self'", "'sha256-abc'"]);
    expect(directives(policy).has('upgrade-insecure-requests')).toBe(true);
  });

  it('admits no Stripe host unless Stripe takes payments', () => {
    const policy = contentSecurityPolicy({ isProduction: false });
    expect(policy).not.toContain('stripe.com');
    expect(policy).not.toContain('frame-src');
  });

  it('lets Stripe.js and its frames in when Stripe takes payments', () => {
    const policy = contentSecurityPolicy({ isProduction: true, allowStripe: true });
    expect(policy).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(policy).toContain(
      'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
    );
    expect(policy).toContain("connect-src 'self' https://api.stripe.com");
  });
});
