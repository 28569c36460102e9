import { describe, expect, it } from 'vitest';
import { describeVillas, hoursUntil, statusBadge } from './booking-format';

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
