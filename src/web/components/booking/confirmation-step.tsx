import { CheckCircle2 } from 'lucide-react';
import { property } from '../../../shared/content/property';
import type { BookingSummary } from '../../lib/booking-session';
import { ButtonLink } from '../ui/button';
import { BookingFacts } from './booking-facts';
import { StepHeading } from './step-heading';

const { policies, pricing, hostInfo } = property;

const nextSteps = [
  `Our team reviews your request ${policies.reviewWindow}.`,
  policies.paymentNote,
  `Three days before your stay, we send your check-in instructions with the door code. Check-in is after ${pricing.checkIn}.`,
  `Questions meanwhile? We answer every day from ${hostInfo.responseHours}.`,
];

/** Step 3: the request is in; what happens next. */
export function ConfirmationStep({ booking }: { booking: BookingSummary }) {
  return (
    <section
      aria-labelledby="confirmed-title"
      className="mx-auto max-w-3xl rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-10"
    >
      <CheckCircle2 aria-hidden="true" className="size-12 text-primary" />
      <StepHeading id="confirmed-title" focusOnMount className="mt-4">
        Booking Request Received!
      </StepHeading>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
        Thank you, {booking.firstName}. Your request and your card authorization have reached our
        team.
      </p>

      <dl className="mt-8 grid gap-4 rounded-2xl bg-surface-muted p-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted-foreground">Booking reference</dt>
          <dd className="mt-1 font-serif text-2xl font-semibold tracking-wide">
            {booking.reference}
          </dd>
        </div>
        {booking.transactionId && (
          <div>
            <dt className="text-sm text-muted-foreground">Transaction ID</dt>
            <dd className="mt-1 font-mono text-sm break-all">{booking.transactionId}</dd>
          </div>
        )}
      </dl>

      <h3 className="mt-10 text-xl font-semibold">Your booking</h3>
      <BookingFacts booking={booking} withGuest className="mt-2" />

      <h3 className="mt-10 text-xl font-semibold">What happens next?</h3>
      <ol className="mt-4 grid gap-3">
        {nextSteps.map((text, index) => (
          <li key={text} className="flex gap-4 leading-relaxed">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            {text}
          </li>
        ))}
      </ol>

      <ButtonLink to="/" size="lg" className="mt-10">
        Return to Home
      </ButtonLink>
    </section>
  );
}
