import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type Appearance, loadStripe } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import { confirmationPath } from '../../lib/booking-steps';
import { toast } from '../../lib/toast';
import {
  PaymentActions,
  PaymentFailure,
  paymentFailureToast,
  systemErrorText,
} from './payment-parts';

/** The Payment Element in the site's teal. */
const appearance: Appearance = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#0d5c63',
    borderRadius: '12px',
    fontFamily: 'ui-sans-serif, system-ui, sans-serif',
  },
};

interface StripePaymentFormProps {
  clientSecret: string;
  publishableKey: string;
  onBack: () => void;
  /** Called with the payment intent's id and status once Stripe has it. */
  onConfirmed: (intent: { id: string; status: string }) => void;
}

/** Stripe mode: Stripe's Payment Element. Loaded on demand, so test mode never fetches Stripe.js. */
export default function StripePaymentForm({
  clientSecret,
  publishableKey,
  onBack,
  onConfirmed,
}: StripePaymentFormProps) {
  const [stripe] = useState(() => loadStripe(publishableKey));
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance }}>
      <PaymentElementForm onBack={onBack} onConfirmed={onConfirmed} />
    </Elements>
  );
}

function PaymentElementForm({
  onBack,
  onConfirmed,
}: Omit<StripePaymentFormProps, 'clientSecret' | 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function authorize(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    setFailure(null);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${confirmationPath}` },
        redirect: 'if_required',
      });
      if (error) {
        setFailure(error.message ?? 'An unexpected error occurred.');
        toast(paymentFailureToast(error.message));
      } else {
        onConfirmed({ id: paymentIntent.id, status: paymentIntent.status });
      }
    } catch {
      setFailure(systemErrorText.inline);
      toast(systemErrorText.toast);
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form noValidate onSubmit={authorize} className="grid gap-6">
      <PaymentElement />
      <PaymentFailure message={failure} />
      <PaymentActions processing={processing} ready={Boolean(stripe && elements)} onBack={onBack} />
    </form>
  );
}
