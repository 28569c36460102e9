import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { BookingRequest } from '../../shared/contract/booking';
import type { TestCardConfirmSchema } from '../../shared/contract/payment';
import { ApiError, apiGet, apiPost } from './api';
import { parseTakenStays, type TakenStay } from './booking-availability';

/** The taken nights shown in the date pickers; a failure only disables nothing (spec 8). */
export async function fetchTakenStays(): Promise<TakenStay[]> {
  try {
    const stays = parseTakenStays(await apiGet<unknown>('/api/bookings/confirmed'));
    if (stays) return stays;
    console.warn('The booked dates came in an unexpected shape; no dates are disabled.');
  } catch (error) {
    console.warn('The booked dates could not be loaded; no dates are disabled.', error);
  }
  return [];
}

export const takenStaysQuery = queryOptions({
  queryKey: ['bookings', 'taken'],
  queryFn: fetchTakenStays,
});

/** `201` of `POST /api/bookings`. */
export interface CreatedBooking {
  bookingId: number;
  bookingReference: string;
  paid: boolean;
  stripePaymentIntentId: string | null;
  /** Whole dollars, priced by the server. */
  totalPrice: number;
  holdExpiresAt: string | null;
}

/** The same key for a retried submit makes the server answer with the first booking. */
export function createBooking(request: BookingRequest, idempotencyKey: string) {
  return apiPost<CreatedBooking>('/api/bookings', request, { 'Idempotency-Key': idempotencyKey });
}

/** The text of the "Error submitting booking" toast (spec 8). */
export function bookingFailureMessage(error: ApiError): string {
  if (error.serverMessage) return error.serverMessage;
  if (error.status === 409) {
    return 'The selected dates are no longer available. Please choose different dates.';
  }
  if (error.status >= 500) return 'Something went wrong. Please try again.';
  return 'Failed to create booking';
}

/** The server's `{ field: message }` of a 400 answer. */
export function fieldErrorsOf(error: ApiError): Record<string, string> {
  const parsed = z.object({ errors: z.record(z.string(), z.string()) }).safeParse(error.body);
  return parsed.success ? parsed.data.errors : {};
}

const intentFields = {
  clientSecret: z.string().nullish(),
  paymentIntentId: z.string(),
  /** Cents, from the booking. */
  amount: z.number(),
};

const PreparedPaymentSchema = z.discriminatedUnion('provider', [
  z.object({ ...intentFields, provider: z.literal('test'), publishableKey: z.null() }),
  z.object({ ...intentFields, provider: z.literal('stripe'), publishableKey: z.string() }),
]);

export type PreparedPayment = z.infer<typeof PreparedPaymentSchema> & { clientSecret: string };

/** A payment set-up failure whose message is the text to show. */
export class PaymentSetupError extends Error {
  override name = 'PaymentSetupError';
}

const initializationFailed = (reason: string) =>
  `Payment initialization failed: ${reason.replace(/\.$/, '')}. Please try again later.`;

/** Starts (or finds again) the card authorization of a booking request. */
export async function preparePayment(
  bookingId: number,
  bookingReference: string,
): Promise<PreparedPayment> {
  const parsed = PreparedPaymentSchema.safeParse(
    await apiPost<unknown>('/api/create-payment-intent', { bookingId, bookingReference }),
  );
  if (!parsed.success) {
    throw new PaymentSetupError(initializationFailed('Invalid response from payment service'));
  }
  const { clientSecret } = parsed.data;
  if (!clientSecret) {
    throw new PaymentSetupError('Failed to initialize payment: Missing client secret.');
  }
  return { ...parsed.data, clientSecret };
}

/** Spec 7: up to two retries, on a 5xx answer or a network error. */
export function shouldRetryPaymentSetup(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof ApiError) return error.status >= 500;
  // fetch rejects with a TypeError when the network fails.
  return error instanceof TypeError;
}

/** Spec 7: waits 1 s, then 2 s. */
export function paymentSetupRetryDelay(failureCount: number): number {
  return 1000 * 2 ** failureCount;
}

/** The "Payment Error" card's text for a failed set-up (spec 8). */
export function paymentSetupMessage(error: unknown): string {
  if (error instanceof PaymentSetupError) return error.message;
  if (error instanceof ApiError) {
    return initializationFailed(error.serverMessage ?? 'Failed to create payment intent');
  }
  return initializationFailed('Failed to connect to payment service');
}

export type TestCard = z.input<typeof TestCardConfirmSchema>['card'];

/** The built-in test provider's card form: authorizes, or answers 402 with the decline. */
export function confirmTestCard(paymentIntentId: string, card: TestCard) {
  return apiPost<{ paymentIntentId: string; status: string }>('/api/payments/test/confirm', {
    paymentIntentId,
    card,
  });
}

/**
 * One idempotency key per distinct request: submitting the same request again (a double click,
 * a retry, or going back from payment and sending it unchanged) reuses the key, so the server
 * answers with the booking it already made instead of holding the nights twice.
 */
export function createRequestKeys(newKey: () => string = () => crypto.randomUUID()) {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(request: unknown): string {
      const body = JSON.stringify(request);
      if (last?.body !== body) last = { body, key: newKey() };
      return last.key;
    },
    /** The next request gets a new key, even if unchanged (its booking can no longer be paid). */
    forget() {
      last = null;
    },
  };
}

export type RequestKeys = ReturnType<typeof createRequestKeys>;
