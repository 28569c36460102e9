import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security';

describe('contentSecurityPolicy', () => {
  it('allows only the site itself by default', () => {
    const policy = contentSecurityPolicy({ isProduction: false });
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
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
    expect(policy).toContain('upgrade-insecure-requests');
  });
});
