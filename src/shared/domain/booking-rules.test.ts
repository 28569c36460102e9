import { describe, expect, it } from 'vitest';
import {
  cancellationRefundTier,
  blocksNights,
  bookingStatuses,
  checkStatusMove,
  checkStayWindow,
  lastBookableDate,
  holdExpiry,
  isFinalStatus,
  paymentBadge,
  staffBookingActions,
  type BookingStatus,
} from './booking-rules';

describe('checkStatusMove', () => {
  const allowed: [BookingStatus, BookingStatus][] = [
    ['pending', 'confirmed'],
    ['pending', 'rejected'],
    ['pending', 'cancelled'],
    ['confirmed', 'cancelled'],
    ['confirmed', 'refunded'],
    ['confirmed', 'no-show'],
  ];

  it.each(allowed)('allows %s -> %s', (from, to) => {
    expect(checkStatusMove(from, to)).toEqual({ ok: true });
  });

  it('refuses every other move, with a message', () => {
    for (const from of bookingStatuses) {
      for (const to of bookingStatuses) {
        if (allowed.some(([a, b]) => a === from && b === to)) continue;
        const move = checkStatusMove(from, to);
        expect(move.ok, `${from} -> ${to}`).toBe(false);
        if (!move.ok) expect(move.message).toMatch(/\w/);
      }
    }
  });

  it('explains the reason in words staff understand', () => {
    expect(checkStatusMove('confirmed', 'confirmed')).toEqual({
      ok: false,
      message: 'This booking is already confirmed.',
    });
    expect(checkStatusMove('rejected', 'confirmed')).toEqual({
      ok: false,
      message: 'This booking is rejected and can no longer be changed.',
    });
    expect(checkStatusMove('confirmed', 'pending')).toEqual({
      ok: false,
      message: 'A confirmed booking cannot be changed to pending.',
    });
  });

  it('treats rejected, cancelled, refunded and no-show as final', () => {
    expect(bookingStatuses.filter(isFinalStatus)).toEqual([
      'rejected',
      'cancelled',
      'refunded',
      'no-show',
    ]);
  });
});

describe('blocksNights', () => {
  const now = new Date('2027-01-10T12:00:00Z');
  const created = new Date('2027-01-10T11:45:00Z');

  it('holds a new request for 30 minutes', () => {
    expect(holdExpiry(created).toISOString()).toBe('2027-01-10T12:15:00.000Z');
    const pending = {
      status: 'pending' as const,
      paymentAuthorized: false,
      holdExpiresAt: holdExpiry(created),
    };
    expect(blocksNights(pending, now)).toBe(true);
    expect(blocksNights(pending, new Date('2027-01-10T12:15:00Z'))).toBe(false);
  });

  it('keeps blocking a pending request once the card is authorized, even after the hold', () => {
    const later = new Date('2027-01-12T00:00:00Z');
    expect(
      blocksNights(
        { status: 'pending', paymentAuthorized: true, holdExpiresAt: holdExpiry(created) },
        later,
      ),
    ).toBe(true);
  });

  it('blocks for confirmed bookings only among the decided ones', () => {
    const facts = { paymentAuthorized: true, holdExpiresAt: null };
    expect(blocksNights({ ...facts, status: 'confirmed' }, now)).toBe(true);
    for (const status of ['rejected', 'cancelled', 'refunded', 'no-show'] as const) {
      expect(blocksNights({ ...facts, status }, now), status).toBe(false);
    }
  });
});

describe('paymentBadge', () => {
  it('follows spec section 4', () => {
    const base = {
      stripePaymentIntentId: 'pi_1',
      stripePaymentStatus: null,
      stripeCaptured: false,
    };
    expect(paymentBadge({ ...base, stripePaymentIntentId: null })).toBeNull();
    expect(paymentBadge({ ...base, stripeCaptured: true })).toBe('Paid');
    expect(paymentBadge({ ...base, stripePaymentStatus: 'requires_capture' })).toBe('Authorized');
    expect(paymentBadge({ ...base, stripePaymentStatus: 'requires_payment_method' })).toBe(
      'Processing',
    );
  });
});

describe('checkStayWindow', () => {
  it('refuses a check-in before today and accepts today', () => {
    expect(checkStayWindow({ startDate: '2026-11-20' }, '2026-11-21')).toEqual({
      startDate: 'Check-in date cannot be in the past',
    });
    expect(checkStayWindow({ startDate: '2026-11-21' }, '2026-11-21')).toEqual({});
  });

  it('accepts check-ins up to 18 months ahead and not beyond', () => {
    expect(lastBookableDate('2026-11-21')).toBe('2028-05-21');
    expect(checkStayWindow({ startDate: '2028-05-21' }, '2026-11-21')).toEqual({});
    expect(checkStayWindow({ startDate: '2028-05-22' }, '2026-11-21').startDate).toMatch(
      /up to 18 months ahead/,
    );
  });
});

describe('staffBookingActions', () => {
  const actionsFor = (status: BookingStatus, stripeCaptured = false) =>
    staffBookingActions({ status, stripeCaptured });

  it('offers every action on a pending, authorized request', () => {
    expect(actionsFor('pending')).toEqual({
      confirm: true,
      cancel: true,
      approve: true,
      reject: true,
    });
  });

  it('lets a confirmed booking be cancelled only, once the card is captured', () => {
    expect(actionsFor('confirmed', true)).toEqual({
      confirm: false,
      cancel: true,
      approve: false,
      reject: false,
    });
  });

  it('offers nothing on a booking whose status is final', () => {
    for (const status of ['rejected', 'cancelled', 'refunded', 'no-show'] as const) {
      expect(Object.values(actionsFor(status)).some(Boolean)).toBe(false);
    }
  });
});

describe('cancellationRefundTier', () => {
  it('refunds in full from 5 days before check-in, partly from 2, not at all later', () => {
    expect([30, 5, 4, 2, 1, 0].map(cancellationRefundTier)).toEqual([
      'full',
      'full',
      'partial',
      'partial',
      'none',
      'none',
    ]);
  });
});
