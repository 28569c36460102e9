import { AlertCircle, Loader2 } from 'lucide-react';
import type { ToastInput } from '../../lib/toast';
import { Button } from '../ui/button';

/** Spec section 8: a declined or refused card. */
export function paymentFailureToast(providerMessage?: string): ToastInput {
  return {
    title: 'Payment failed',
    description: providerMessage || 'Please check your card details and try again.',
    variant: 'destructive',
  };
}

/** Spec section 8: anything else that goes wrong while authorizing. */
export const systemErrorText = {
  inline: 'An unexpected error occurred while processing your payment. Please try again.',
  toast: {
    title: 'Payment system error',
    description: 'There was a technical problem. Please try again or contact support.',
    variant: 'destructive',
  } satisfies ToastInput,
};

/** Why the last authorization attempt failed, announced as it appears. */
export function PaymentFailure({ message }: { message: string | null }) {
  return (
    <div role="alert">
      {message && (
        <p className="flex items-start gap-2 rounded-xl border border-red-700/40 bg-red-700/5 p-4 text-sm font-medium text-red-700 dark:border-red-300/40 dark:text-red-300">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      )}
    </div>
  );
}

export function PaymentActions({
  processing,
  ready = true,
  onBack,
}: {
  processing: boolean;
  ready?: boolean;
  onBack: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
      <Button variant="outline" size="lg" onClick={onBack} disabled={processing}>
        Back
      </Button>
      <Button type="submit" size="lg" disabled={processing || !ready}>
        {processing && <Loader2 aria-hidden="true" className="motion-safe:animate-spin" />}
        {processing ? 'Processing...' : 'Authorize Payment'}
      </Button>
    </div>
  );
}

/** A polite spinner with what is happening. */
export function Working({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-10 text-center">
      <Loader2 aria-hidden="true" className="size-8 text-primary motion-safe:animate-spin" />
      <p className="font-serif text-xl font-semibold">{label}</p>
    </div>
  );
}
