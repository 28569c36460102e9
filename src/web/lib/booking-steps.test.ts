import { describe, expect, it } from 'vitest';
import type { BookingSummary } from './booking-session';
import { intentOutcome, stepFromAddress } from './booking-steps';

const booking: BookingSummary = {
  status: 'received',
  bookingId: 3,
  reference: 'BGV-AB12CD',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 242 555 0100',
  startDate: '2027-03-03',
  endDate: '2027-03-07',
  guests: 2,
  villaIds: [3],
  isEntireComplex: false,
  totalCents: 128_200,
  holdExpiresAt: null,
  transactionId: 'pi_test_1',
};

const address = (query: string) => new URLSearchParams(query);

describe('stepFromAddress', () => {
  it('starts with the details', () => {
    expect(stepFromAddress(address(''), booking)).toEqual({ name: 'details' });
    expect(stepFromAddress(address('villa=lime'), null)).toEqual({ name: 'details' });
  });

  it('shows the remembered confirmation again', () => {
    expect(stepFromAddress(address('step=confirmation'), booking)).toEqual({
      name: 'confirmed',
      booking,
    });
  });

  it('checks the payment when the card provider sends the guest back', () => {
    const returned = address(
      'step=confirmation&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2',
    );
    const awaiting = { ...booking, status: 'awaitingPayment' as const, transactionId: null };
    expect(stepFromAddress(returned, awaiting)).toEqual({
      name: 'checkingPayment',
      booking: awaiting,
      clientSecret: 'pi_1_secret_2',
    });
  });

  it('starts with the details when this tab remembers no finished request', () => {
    expect(stepFromAddress(address('step=confirmation'), null)).toEqual({ name: 'details' });
    const awaiting = { ...booking, status: 'awaitingPayment' as const };
    expect(stepFromAddress(address('step=confirmation'), awaiting)).toEqual({ name: 'details' });
  });
});

describe('intentOutcome', () => {
  it('reads the payment intent status', () => {
    expect(intentOutcome('requires_capture')).toBe('authorized');
    expect(intentOutcome('succeeded')).toBe('authorized');
    expect(intentOutcome('processing')).toBe('processing');
    expect(intentOutcome('requires_payment_method')).toBe('failed');
    expect(intentOutcome('canceled')).toBe('unknown');
  });
});
