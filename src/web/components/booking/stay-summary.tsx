import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { property } from '../../../shared/content/property';
import { villas } from '../../../shared/content/villas';
import { nightsBetween, type IsoDate } from '../../../shared/domain/dates';
import { formatUsd, formatUsdCents } from '../../../shared/domain/money';
import { quoteStay } from '../../../shared/domain/pricing';
import { describeAccommodation, type VillaSelection } from '../../lib/booking-selection';
import { villaAccent } from '../../lib/villa-colors';
import { cn } from '../../lib/utils';
import { formatStayDate } from './format';

const { pricing, policies, houseRules, longStayDiscounts } = property;

/** Whole dollars as `$230`, amounts with cents as `$712.50`. */
function formatDollars(amount: number): string {
  return Number.isInteger(amount) ? formatUsd(amount) : formatUsdCents(Math.round(amount * 100));
}

function Row({
  term,
  children,
  strong,
}: {
  term: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className={cn('flex justify-between gap-4 py-2', strong && 'text-base font-semibold')}>
      <dt className={cn(!strong && 'text-muted-foreground')}>{term}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

function Disclosure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="group border-t border-border py-3">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm font-medium [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown
          aria-hidden="true"
          className="size-4 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="mt-3 text-sm leading-relaxed text-muted-foreground">{children}</div>
    </details>
  );
}

interface StaySummaryProps {
  selection: VillaSelection;
  startDate: IsoDate;
  endDate: IsoDate;
}

/**
 * The booking summary beside the form: accommodation, the price worked out here with the same
 * `quoteStay` the server uses (the server's price is the one charged), policies and cancellation.
 */
export function StaySummary({ selection, startDate, endDate }: StaySummaryProps) {
  const nights = startDate && endDate ? nightsBetween(startDate, endDate) : 0;
  // Before the dates are known, a one-night quote gives the nightly rates.
  const quote = quoteStay({ stay: { nights: Math.max(nights, 1) }, ...selection });
  const accommodation = describeAccommodation(selection);
  const chosenVillas = villas.filter((villa) => selection.villaIds.includes(villa.id));

  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8 lg:sticky lg:top-24"
    >
      <h2 id="summary-title" className="text-2xl font-semibold">
        Booking Summary
      </h2>

      <div className="mt-5">
        <p className="text-xs font-semibold tracking-[0.2em] text-muted-foreground uppercase">
          Accommodation
        </p>
        {accommodation ? (
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 font-serif text-lg font-semibold">
            {(selection.isEntireComplex ? villas : chosenVillas).map((villa) => (
              <span
                key={villa.id}
                aria-hidden="true"
                className={cn('size-3 rounded-full', villaAccent[villa.color].swatch)}
              />
            ))}
            <span>{accommodation}</span>
          </p>
        ) : (
          <p className="mt-2 text-muted-foreground">No villa chosen yet.</p>
        )}
        {startDate && endDate && nights > 0 && (
          <p className="mt-2 text-sm text-muted-foreground">
            {formatStayDate(startDate)} – {formatStayDate(endDate)}
          </p>
        )}
      </div>

      <dl className="mt-5 divide-y divide-border border-t border-border text-sm">
        <Row term={selection.isEntireComplex ? 'Entire complex rate' : 'Nightly rate'}>
          {formatUsd(quote.nightlyRate)} / night
        </Row>
        {quote.perVillaRates.length > 1 &&
          quote.perVillaRates.map((rate) => (
            <Row key={rate.villaId} term={<span className="pl-3">{rate.name}</span>}>
              {formatUsd(rate.rate)}
            </Row>
          ))}
        {nights > 0 && (
          <>
            {quote.discountRate > 0 && (
              <>
                <Row term={`Long-stay discount (${Math.round(quote.discountRate * 100)}%)`}>
                  −{formatDollars(quote.nightlyRate - quote.discountedNightly)} / night
                </Row>
                <Row term="Discounted rate">{formatDollars(quote.discountedNightly)} / night</Row>
              </>
            )}
            <Row term="Nights">{quote.nights}</Row>
            <Row term="Subtotal">{formatDollars(quote.subtotal)}</Row>
            <Row term="Cleaning fee">{formatUsd(quote.cleaningFee)}</Row>
            <Row term="Total" strong>
              {formatUsd(quote.total)}
            </Row>
          </>
        )}
      </dl>

      {nights <= 0 && (
        <p className="mt-3 text-sm text-muted-foreground">
          Choose your dates to see the total, with a cleaning fee of{' '}
          {formatUsd(pricing.cleaningFee)} per stay.
        </p>
      )}
      {quote.isPreview && (
        <p className="mt-3 text-sm text-muted-foreground">
          Shown at a single villa’s rate until you choose your villas.
        </p>
      )}
      <p className="mt-3 text-sm font-medium text-primary">{policies.taxesNote}</p>

      <div className="mt-5">
        <Disclosure title="Long-stay discounts">
          <ul className="space-y-1">
            {longStayDiscounts.map((tier) => (
              <li key={tier.label}>
                {tier.label}: {tier.villasPercent}% on villas, {tier.entireComplexPercent}% on the
                entire complex
              </li>
            ))}
          </ul>
        </Disclosure>
        <Disclosure title="Policies">
          <ul className="space-y-1">
            <li>
              Check-in after {pricing.checkIn}, check-out by {pricing.checkOut}.
            </li>
            <li>
              Minimum stay {pricing.minimumStay} nights, maximum {pricing.maximumStay} nights.
            </li>
            <li>{policies.paymentNote}</li>
            <li>{policies.securityDeposit}</li>
            {houseRules.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </Disclosure>
        <Disclosure title="Cancellation policy">
          <ul className="space-y-1">
            {policies.cancellation.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </Disclosure>
      </div>
    </section>
  );
}
