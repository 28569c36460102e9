import { CalendarDays, Mail, Phone } from 'lucide-react';
import { property } from '../../shared/content/property';
import { lowestNightlyRate, villas } from '../../shared/content/villas';
import { formatUsd } from '../../shared/domain/money';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/booking';

const { pricing, policies, contact } = property;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Book Your Stay',
    description: `Request your stay at ${property.name}: villas from ${formatUsd(lowestNightlyRate)} a night or the entire complex at ${formatUsd(pricing.entireComplex)}. Your card is only authorized until we approve.`,
    path: '/booking',
  });

export default function Booking() {
  return (
    <section id="booking" aria-labelledby="booking-title" className="scroll-mt-20">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-16 sm:px-8 md:py-24 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="text-xs font-semibold tracking-[0.25em] text-accent uppercase">
            Reservations
          </p>
          <h1 id="booking-title" className="mt-4 text-4xl font-semibold sm:text-5xl md:text-6xl">
            Book Your Stay
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-muted-foreground">
            Online booking opens here: choose your dates, pick your villas or the entire complex and
            send your request in a few steps. {policies.paymentNote}
          </p>
          <div className="mt-8 rounded-3xl border border-border bg-surface p-6">
            <p className="flex items-center gap-2 font-semibold">
              <CalendarDays aria-hidden="true" className="size-5 text-primary" />
              Planning a stay right now?
            </p>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
              Send us your dates and we will confirm availability and your exact price.
            </p>
            <div className="mt-4 flex flex-col gap-2 text-sm sm:flex-row sm:gap-6">
              <a
                href={contact.phoneHref}
                className="inline-flex items-center gap-2 font-semibold text-primary"
              >
                <Phone aria-hidden="true" className="size-4" />
                {contact.phone}
              </a>
              <a
                href={`mailto:${contact.email}`}
                className="inline-flex items-center gap-2 font-semibold text-primary"
              >
                <Mail aria-hidden="true" className="size-4" />
                {contact.email}
              </a>
            </div>
          </div>
        </div>
        <aside
          aria-labelledby="rates-title"
          className="h-fit rounded-3xl border border-border bg-surface-muted p-8"
        >
          <h2 id="rates-title" className="text-2xl font-semibold">
            Nightly rates
          </h2>
          <dl className="mt-6 divide-y divide-border text-sm">
            {villas.map((villa) => (
              <div key={villa.slug} className="flex justify-between gap-4 py-3">
                <dt>
                  {villa.name} <span className="text-muted-foreground">· {villa.capacityText}</span>
                </dt>
                <dd className="font-semibold">{formatUsd(villa.nightlyRate)}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-4 py-3">
              <dt>
                Entire complex{' '}
                <span className="text-muted-foreground">· up to {property.capacity.guests}</span>
              </dt>
              <dd className="font-semibold">{formatUsd(pricing.entireComplex)}</dd>
            </div>
          </dl>
          <ul className="mt-6 space-y-2 text-sm text-muted-foreground">
            <li>
              Cleaning fee {formatUsd(pricing.cleaningFee)} per stay. {policies.taxesNote}
            </li>
            <li>
              Minimum stay {pricing.minimumStay} nights. Check-in after {pricing.checkIn}, check-out
              by {pricing.checkOut}.
            </li>
          </ul>
        </aside>
      </div>
    </section>
  );
}
