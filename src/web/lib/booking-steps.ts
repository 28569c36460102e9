import { bookingPath } from '../../shared/content/site';
import type { BookingSummary } from './booking-session';

/** The card provider's return address, and the confirmation's own (spec section 2). */
export const confirmationPath = `${bookingPath}?step=confirmation`;

/** Where the guest is in the booking (spec section 2: details, payment, confirmed). */
export type BookingStep =
  | { name: 'details' }
  | { name: 'payment'; booking: BookingSummary }
  /** Back from the card provider's own page, checking how the authorization went. */
  | { name: 'checkingPayment'; booking: BookingSummary; clientSecret: string }
  | { name: 'confirmed'; booking: BookingSummary };

/**
 * The step an address opens on. `/booking?step=confirmation` is the card provider's return
 * address (with the intent's client secret) and the confirmation's own address; both need the
 * request this tab remembers. Everything else starts with the details.
 */
export function stepFromAddress(
  search: URLSearchParams,
  remembered: BookingSummary | null,
): BookingStep {
  if (search.get('step') !== 'confirmation' || !remembered) return { name: 'details' };
  const clientSecret = search.get('payment_intent_client_secret');
  if (clientSecret) return { name: 'checkingPayment', booking: remembered, clientSecret };
  if (remembered.status === 'received') return { name: 'confirmed', booking: remembered };
  return { name: 'details' };
}

export type IntentOutcome = 'authorized' | 'processing' | 'failed' | 'unknown';

/** What a payment intent's status means for the guest (spec section 4, "Card payment form"). */
export function intentOutcome(status: string): IntentOutcome {
  if (status === 'requires_capture' || status === 'succeeded') return 'authorized';
  if (status === 'processing') return 'processing';
  if (status === 'requires_payment_method') return 'failed';
  return 'unknown';
}
