import { describe, expect, it } from 'vitest';
import { afterSignIn, signInReturningTo } from './use-staff-session';

describe('afterSignIn', () => {
  it('returns to the dashboard view a staff e-mail linked to', () => {
    const link = signInReturningTo({
      pathname: '/admin/dashboard',
      search: '?tab=bookings&q=BGV-ABC123',
    });
    expect(link).toBe('/admin/login?next=%2Fadmin%2Fdashboard%3Ftab%3Dbookings%26q%3DBGV-ABC123');
    const next = new URLSearchParams(link.split('?')[1]).get('next');
    expect(afterSignIn(next)).toBe('/admin/dashboard?tab=bookings&q=BGV-ABC123');
  });

  it('keeps the plain sign-in address when no particular view was asked for', () => {
    expect(signInReturningTo({ pathname: '/admin/dashboard', search: '' })).toBe('/admin/login');
  });

  it('never leads anywhere but the dashboard', () => {
    for (const next of [null, '', 'https://evil.example', '//evil.example', '/admin/users', '/']) {
      expect(afterSignIn(next)).toBe('/admin/dashboard');
    }
    expect(afterSignIn('/admin/dashboard\\evil')).toBe('/admin/dashboard');
  });
});
