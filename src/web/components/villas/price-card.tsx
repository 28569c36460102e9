import { property } from '../../../shared/content/property';
import { bookingPath } from '../../../shared/content/site';
import type { Villa } from '../../../shared/content/villas';
import { formatUsd } from '../../../shared/domain/money';
import { ButtonLink } from '../ui/button';

const { pricing, capacity, policies } = property;

/** The villa's rate and the ways on: check availability, ask a question, or book every villa. */
export function PriceCard({ villa }: { villa: Villa }) {
  return (
    <aside
      aria-labelledby="price-title"
      className="h-fit rounded-3xl border border-border bg-surface p-6 shadow-xl shadow-lagoon-900/5 sm:p-8 lg:sticky lg:top-24"
    >
      <h2 id="price-title" className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">
        Rates for {villa.name}
      </h2>
      <p className="mt-3">
        <span className="font-serif text-4xl font-semibold">{formatUsd(villa.nightlyRate)}</span>{' '}
        <span className="text-muted-foreground">per night</span>
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        {villa.capacityText} · {villa.bedType}
      </p>
      <ul className="mt-5 space-y-1.5 border-t border-border pt-5 text-sm text-muted-foreground">
        <li>Minimum stay {pricing.minimumStay} nights</li>
        <li>
          Check-in {pricing.checkIn} · check-out {pricing.checkOut}
        </li>
        <li>One-time cleaning fee {formatUsd(pricing.cleaningFee)}</li>
        <li>{policies.taxesNote}</li>
      </ul>
      <div className="mt-6 flex flex-col gap-3">
        <ButtonLink to={`${bookingPath}?villa=${villa.slug}`} size="lg">
          Check Availability
        </ButtonLink>
        <ButtonLink to="/contact" variant="outline" size="lg">
          Contact Us
        </ButtonLink>
      </div>
      <div className="mt-6 rounded-2xl bg-surface-muted p-5">
        <p className="text-sm leading-relaxed text-muted-foreground">
          Travelling as a group? Reserve all four villas for up to {capacity.guests} guests at{' '}
          {formatUsd(pricing.entireComplex)} per night.
        </p>
        <ButtonLink to={`${bookingPath}?villa=all`} variant="outline" className="mt-4 w-full">
          Book All Villas
        </ButtonLink>
      </div>
    </aside>
  );
}
