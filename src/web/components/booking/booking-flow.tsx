import { zodResolver } from '@hookform/resolvers/zod';
import { Check } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type BookingForm, BookingFormSchema } from '../../../shared/contract/booking';
import { todayIso, type IsoDate } from '../../../shared/domain/dates';
import { createRequestKeys } from '../../lib/booking-api';
import {
  maxGuestsFor,
  noVillas,
  selectionFromQuery,
  type VillaSelection,
} from '../../lib/booking-selection';
import { type BookingSummary, rememberBooking, rememberedBooking } from '../../lib/booking-session';
import {
  type BookingStep,
  confirmationPath,
  intentOutcome,
  stepFromAddress,
} from '../../lib/booking-steps';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { ConfirmationStep } from './confirmation-step';
import { type BookingFormInput, DetailsStep } from './details-step';
import { Working } from './payment-parts';
import { PaymentStep } from './payment-step';

interface BookingStart {
  step: BookingStep;
  selection: VillaSelection;
  today: IsoDate;
}

/** How the page opens: from its address and this tab's remembered request, or, prerendered, empty. */
function bookingStart(address: URLSearchParams | null): BookingStart {
  const today = todayIso();
  if (!address) return { step: { name: 'details' }, selection: noVillas, today };
  return {
    step: stepFromAddress(address, rememberedBooking()),
    selection: selectionFromQuery(address.get('villa')),
    today,
  };
}

const stepLabels = [
  { label: 'Your details', steps: ['details'] },
  { label: 'Payment', steps: ['payment', 'checkingPayment'] },
  { label: 'Confirmation', steps: ['confirmed'] },
];

function StepList({ current }: { current: BookingStep['name'] }) {
  const currentIndex = stepLabels.findIndex((entry) => entry.steps.includes(current));
  return (
    <ol aria-label="Booking steps" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {stepLabels.map(({ label }, index) => (
        <li
          key={label}
          aria-current={index === currentIndex ? 'step' : undefined}
          className={cn(
            'flex items-center gap-2',
            index === currentIndex ? 'font-semibold text-foreground' : 'text-muted-foreground',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'flex size-7 items-center justify-center rounded-full border text-xs',
              index < currentIndex && 'border-primary bg-primary text-primary-foreground',
              index === currentIndex && 'border-primary text-primary',
              index > currentIndex && 'border-border',
            )}
          >
            {index < currentIndex ? <Check className="size-4" /> : index + 1}
          </span>
          {label}
        </li>
      ))}
    </ol>
  );
}

/** Back from Stripe's own page: how did the authorization go? (Stripe mode only.) */
function CheckingPayment({
  clientSecret,
  onIntent,
}: {
  clientSecret: string;
  onIntent: (intent: { id: string; status: string } | null) => void;
}) {
  const report = useEffectEvent(onIntent);
  useEffect(() => {
    let active = true;
    import('../../lib/booking-stripe')
      .then(({ retrieveReturnedIntent }) => retrieveReturnedIntent(clientSecret))
      .then(
        (intent) => active && report(intent),
        () => active && report(null),
      );
    return () => {
      active = false;
    };
  }, [clientSecret]);
  return <Working label="Checking your payment" />;
}

/**
 * The three steps of a booking request (spec section 2): details, payment, confirmation.
 * `address` is the page's query, or null while prerendering.
 */
export function BookingFlow({ address }: { address: URLSearchParams | null }) {
  const [start] = useState(() => bookingStart(address));
  const [step, setStep] = useState<BookingStep>(start.step);
  // The first step shown keeps focus where it is; every later one takes it.
  const [moved, setMoved] = useState(false);
  const [requestKeys] = useState(() => createRequestKeys());
  const navigate = useNavigate();
  // Lives here, not in the details step, so the values survive a trip to the payment step.
  const form = useForm<BookingFormInput, unknown, BookingForm>({
    resolver: zodResolver(BookingFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      startDate: '',
      endDate: '',
      guests: Math.min(2, maxGuestsFor(start.selection)),
      villaIds: start.selection.villaIds,
      isEntireComplex: start.selection.isEntireComplex,
      specialRequests: '',
    },
  });

  function goTo(next: BookingStep) {
    setStep(next);
    setMoved(true);
  }

  /**
   * The confirmation has its own address, so a reload shows it again: the page starts afresh
   * there from what this tab remembers.
   */
  function showConfirmation(booking: BookingSummary, transactionId: string | null) {
    rememberBooking({ ...booking, status: 'received', transactionId });
    void navigate(confirmationPath, { replace: true });
  }

  function handleBooked(booking: BookingSummary) {
    rememberBooking(booking);
    if (booking.status === 'received') {
      toast({
        title: 'Booking confirmed!',
        description: `Your booking reference is ${booking.reference}.`,
      });
      showConfirmation(booking, booking.transactionId);
      return;
    }
    toast({
      title: 'Booking request received!',
      description: `Reference ${booking.reference}. Please authorize your card to complete your request.`,
    });
    goTo({ name: 'payment', booking });
  }

  function handleIntent(booking: BookingSummary, intent: { id: string; status: string } | null) {
    const outcome = intent ? intentOutcome(intent.status) : 'unknown';
    if (intent && outcome === 'authorized') {
      toast({
        title: 'Payment authorized!',
        description: 'Your booking request has been submitted for approval.',
      });
      showConfirmation(booking, intent.id);
    } else if (intent && outcome === 'processing') {
      toast({ title: 'Your payment is processing.' });
      showConfirmation(booking, intent.id);
    } else {
      toast({
        title: outcome === 'failed' ? 'Payment failed.' : 'Something went wrong.',
        description: 'Please try again, or use another card.',
        variant: 'destructive',
      });
      goTo({ name: 'payment', booking });
    }
  }

  function cancelPayment() {
    toast({
      title: 'Payment cancelled',
      description: 'Your details are kept: change anything you like and request again.',
    });
    goTo({ name: 'details' });
  }

  function leaveFailedPayment() {
    // This request can no longer be paid, so sending the same details again makes a new one.
    requestKeys.forget();
    goTo({ name: 'details' });
  }

  return (
    <div className="grid gap-10">
      <StepList current={step.name} />
      {step.name === 'details' && (
        <DetailsStep
          form={form}
          today={start.today}
          focusHeading={moved}
          requestKeys={requestKeys}
          onBooked={handleBooked}
        />
      )}
      {step.name === 'payment' && (
        <PaymentStep
          booking={step.booking}
          focusHeading
          onBack={cancelPayment}
          onSetupFailed={leaveFailedPayment}
          onConfirmed={(intent) => handleIntent(step.booking, intent)}
        />
      )}
      {step.name === 'checkingPayment' && (
        <CheckingPayment
          clientSecret={step.clientSecret}
          onIntent={(intent) => handleIntent(step.booking, intent)}
        />
      )}
      {step.name === 'confirmed' && <ConfirmationStep booking={step.booking} />}
    </div>
  );
}
