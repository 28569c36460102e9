import { RequestError } from '../../plugins/errors';

/**
 * What the booking engine needs from a card processor. Both implementations follow Stripe's
 * PaymentIntent model with manual capture: authorize at request time, capture on approval.
 */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface PaymentIntentView {
  id: string;
  clientSecret: string;
  status: PaymentIntentStatus;
  /** Minor units (cents). */
  amountCents: number;
  /** Cents actually charged once captured. */
  amountReceivedCents: number;
  /** When the authorization lapses if not captured (Stripe's `capture_before`). */
  captureBefore: Date | null;
  /** The booking id the intent was created for (metadata), when known. */
  bookingId: number | null;
}

export interface CreateIntentInput {
  bookingId: number;
  bookingReference: string;
  amountCents: number;
  description: string;
}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** Shown to the browser so it can load the right card form. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput, idempotencyKey: string): Promise<PaymentIntentView>;
  retrieveIntent(id: string): Promise<PaymentIntentView>;
  captureIntent(id: string, idempotencyKey: string): Promise<PaymentIntentView>;
  cancelIntent(id: string, idempotencyKey: string): Promise<PaymentIntentView>;
}

/**
 * A failure the guest or staff can act on. `retryable` marks provider outages (answered 503)
 * as opposed to refusals such as a declined card (402) or an impossible move (409).
 */
export class PaymentError extends RequestError {
  override name = 'PaymentError';
  constructor(
    statusCode: number,
    message: string,
    readonly retryable = false,
  ) {
    super(statusCode, message);
  }
}

export const providerUnavailableMessage =
  'The payment service is not responding right now. Your dates are still held; please try again in a moment.';
