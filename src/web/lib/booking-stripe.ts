import { loadStripe } from '@stripe/stripe-js';
import { apiGet } from './api';

/**
 * Stripe mode only, and only ever imported on demand (`import()`), so the test provider never
 * loads Stripe.js: the payment intent Stripe sent the guest back with, after its own page
 * (3-D Secure, a bank) handled the authorization.
 */
export async function retrieveReturnedIntent(clientSecret: string) {
  const config = await apiGet<{ publishableKey: string | null }>('/api/payments/config');
  if (!config.publishableKey) throw new Error('Card payments are not set up with Stripe.');
  const stripe = await loadStripe(config.publishableKey);
  if (!stripe) throw new Error('Stripe.js could not be loaded.');
  const { paymentIntent, error } = await stripe.retrievePaymentIntent(clientSecret);
  if (!paymentIntent) throw new Error(error?.message ?? 'The payment could not be found.');
  return { id: paymentIntent.id, status: paymentIntent.status };
}
