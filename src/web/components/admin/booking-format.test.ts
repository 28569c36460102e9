import { describe, expect, it } from 'vitest';
import { authorizationWarning, describeVillas, hoursUntil, statusBadge } from './booking-format';

describe('statusBadge', () => {
  it('names the known statuses and gives any other value a neutral badge', () => {
    expect(statusBadge('confirmed')).toEqual({ label: 'Confirmed', tone: 'success' });
    expect(statusBadge('no-show')).toEqual({ label: 'No-show', tone: 'neutral' });
    expect(statusBadge('on-hold')).toEqual({ label: 'on-hold', tone: 'neutral' });
  });
});

describe('describeVillas', () => {
  it('says "Entire complex" or lists the villas by name', () => {
    expect(describeVillas({ isEntireComplex: true, villaIds: [1, 2, 3, 4] })).toBe(
      'Entire complex',
    );
    expect(describeVillas({ isEntireComplex: false, villaIds: [1, 4] })).toBe('Agave, Piña');
  });
});

describe('hoursUntil', () => {
  it('counts the hours left, negative once past', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    expect(hoursUntil('2026-12-03T00:00:00Z', now)).toBe(36);
    expect(hoursUntil('2026-12-01T11:00:00Z', now)).toBe(-1);
  });
});

describe('authorizationWarning', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const expiring = (authorizationExpiresAt: string | null, stripeCaptured = false) =>
    authorizationWarning({ authorizationExpiresAt, stripeCaptured }, now);

  it('warns when the authorization lapses within 48 hours, or has lapsed', () => {
    expect(expiring('2026-12-03T11:00:00Z')).toBe(
      'Expires in under 48 hours: approve or reject soon.',
    );
    expect(expiring('2026-12-01T11:00:00Z')).toBe('The authorization has expired.');
  });

  it('stays quiet with more time left, once captured, or without an authorization', () => {
    expect(expiring('2026-12-03T13:00:00Z')).toBeNull();
    expect(expiring('2026-12-02T00:00:00Z', true)).toBeNull();
    expect(expiring(null)).toBeNull();
  });
});
