import type { PaymentsConfig } from '../../config/env';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './provider';
import { StripePaymentProvider } from './stripe-provider';
import { TestPaymentProvider } from './test-provider';

/** Stripe when it is configured; otherwise the built-in test provider. */
export function createPaymentProvider(
  config: PaymentsConfig,
  db: Database,
  now: () => Date,
): PaymentProvider {
  return config.provider === 'stripe'
    ? new StripePaymentProvider(config)
    : new TestPaymentProvider(db, now);
}
