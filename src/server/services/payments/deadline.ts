import { RequestError } from '../../plugins/errors';
import { PaymentError, providerUnavailableMessage, type PaymentProvider } from './provider';

/**
 * How long a guest or staff member waits for the card processor. Stripe's SDK gives up on one
 * attempt after 10 s; past this the request is answered as retryable rather than left hanging.
 */
export const defaultPaymentTimeoutMs = 20_000;

function unavailable(cause?: unknown) {
  return Object.assign(new PaymentError(503, providerUnavailableMessage, true), { cause });
}

async function withinDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(unavailable()), timeoutMs);
  });
  try {
    return await Promise.race([work, deadline]);
  } catch (error) {
    // The provider's own refusals (declined, 404, 409) pass as they are; anything else it
    // throws (a dropped connection, a bug in an adapter) is an outage the guest may retry.
    if (error instanceof RequestError) throw error;
    throw unavailable(error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The provider with every call bounded by `timeoutMs` and every unexpected failure answered as a
 * retryable 503. Every call carries an idempotency key, so a retry after a call that timed out
 * here but completed at the provider finds the same result. The wrapper keeps the provider as its
 * prototype: the routes still see its class (the test card form, the Stripe webhook).
 */
export function withPaymentDeadline<P extends PaymentProvider>(provider: P, timeoutMs: number): P {
  const bounded: Pick<
    PaymentProvider,
    'createIntent' | 'retrieveIntent' | 'captureIntent' | 'cancelIntent'
  > = {
    createIntent: (input, key) => withinDeadline(provider.createIntent(input, key), timeoutMs),
    retrieveIntent: (id) => withinDeadline(provider.retrieveIntent(id), timeoutMs),
    captureIntent: (id, key) => withinDeadline(provider.captureIntent(id, key), timeoutMs),
    cancelIntent: (id, key) => withinDeadline(provider.cancelIntent(id, key), timeoutMs),
  };
  return Object.assign(Object.create(provider) as P, bounded);
}
