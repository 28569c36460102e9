import { useQuery } from '@tanstack/react-query';
import { Clock, CreditCard } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { property } from '../../../shared/content/property';
import { paymentHoldMinutes } from '../../../shared/domain/booking-rules';
import { formatUsdCents } from '../../../shared/domain/money';
import {
  paymentSetupMessage,
  paymentSetupRetryDelay,
  preparePayment,
  shouldRetryPaymentSetup,
} from '../../lib/booking-api';
import type { BookingSummary } from '../../lib/booking-session';
import { Button } from '../ui/button';
import { BookingFacts } from './booking-facts';
import { Working } from './payment-parts';
import { StepHeading } from './step-heading';
import { TestCardForm } from './test-card-form';

const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

const holdTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

interface PaymentStepProps {
  booking: BookingSummary;
  focusHeading: boolean;
  /** The guest cancels the payment and goes back to the details. */
  onBack: () => void;
  /** The payment could not even start; this request cannot be paid any more. */
  onSetupFailed: () => void;
  /** The card provider reports the intent (test mode: always authorized). */
  onConfirmed: (intent: { id: string; status: string }) => void;
}

/** Step 2: review, then authorize the card (only authorized; charged once staff approve). */
export function PaymentStep({
  booking,
  focusHeading,
  onBack,
  onSetupFailed,
  onConfirmed,
}: PaymentStepProps) {
  const payment = useQuery({
    queryKey: ['payment-intent', booking.bookingId],
    queryFn: () => preparePayment(booking.bookingId, booking.reference),
    retry: shouldRetryPaymentSetup,
    retryDelay: paymentSetupRetryDelay,
    // A later visit asks again: the hold may have ended meanwhile.
    gcTime: 0,
  });
  const amountCents = payment.data?.amount ?? booking.totalCents;

  return (
    <div className="mx-auto grid max-w-3xl gap-8">
      <section
        aria-labelledby="payment-title"
        className="rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-10"
      >
        <StepHeading id="payment-title" focusOnMount={focusHeading}>
          Payment Summary
        </StepHeading>
        <p className="mt-4 font-serif text-4xl font-semibold text-primary tabular-nums">
          {formatUsdCents(amountCents)}
        </p>
        <p className="mt-3 leading-relaxed text-muted-foreground">
          {property.policies.paymentNote} Reference{' '}
          <span className="font-semibold text-foreground">{booking.reference}</span>.
        </p>
        {booking.holdExpiresAt && (
          <p className="mt-4 flex items-start gap-2 rounded-xl bg-surface-muted p-4 text-sm leading-relaxed">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            We are holding these dates for you for {paymentHoldMinutes} minutes, until{' '}
            {holdTime.format(new Date(booking.holdExpiresAt))}, while you authorize your card.
          </p>
        )}
        <h3 className="mt-8 text-xl font-semibold">Your booking</h3>
        <BookingFacts booking={{ ...booking, totalCents: amountCents }} className="mt-2" />
      </section>

      {payment.isPending && <Working label="Preparing Payment Authorization" />}

      {payment.isError && (
        <section
          aria-labelledby="payment-error-title"
          className="rounded-3xl border border-red-700/40 bg-surface p-6 sm:p-10"
        >
          <h3 id="payment-error-title" className="text-2xl font-semibold">
            Payment Error
          </h3>
          <p role="alert" className="mt-3 leading-relaxed">
            {paymentSetupMessage(payment.error)}
          </p>
          <Button variant="outline" size="lg" className="mt-6" onClick={onSetupFailed}>
            Go Back
          </Button>
        </section>
      )}

      {payment.isSuccess && (
        <section
          aria-labelledby="card-title"
          className="rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-10"
        >
          <h3 id="card-title" className="flex items-center gap-3 text-2xl font-semibold">
            <CreditCard aria-hidden="true" className="size-6 text-primary" />
            Card details
          </h3>
          <div className="mt-6">
            {payment.data.provider === 'stripe' ? (
              <Suspense fallback={<Working label="Preparing Payment Authorization" />}>
                <StripePaymentForm
                  clientSecret={payment.data.clientSecret}
                  publishableKey={payment.data.publishableKey}
                  onBack={onBack}
                  onConfirmed={onConfirmed}
                />
              </Suspense>
            ) : (
              <TestCardForm
                paymentIntentId={payment.data.paymentIntentId}
                onBack={onBack}
                onAuthorized={(id) => onConfirmed({ id, status: 'requires_capture' })}
              />
            )}
          </div>
        </section>
      )}
    </div>
  );
}
