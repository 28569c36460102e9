import { Check, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { property } from '../../shared/content/property';
import { bookingPath } from '../../shared/content/site';
import { lowestNightlyRate, villas } from '../../shared/content/villas';
import { PageHeader } from '../components/layout/page-header';
import { ButtonLink, buttonVariants } from '../components/ui/button';
import { formatUsd } from '../../shared/domain/money';
import { pageMeta } from '../lib/seo';
import { cn } from '../lib/utils';
import { villaAccent } from '../lib/villa-colors';
import type { Route } from './+types/villas';

const { pricing, capacity } = property;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Our Villas',
    description: `Compare ${villas.map((villa) => villa.name).join(', ')}: nightly rates from ${formatUsd(lowestNightlyRate)}, or the entire complex for up to ${capacity.guests} guests at ${formatUsd(pricing.entireComplex)} a night.`,
    path: '/villas',
  });

export default function Villas() {
  return (
    <>
      <PageHeader
        id="villas"
        eyebrow="Stay with us"
        title="Our Villas"
        lead="Four individually lockable villas share one pool and one tropical garden. Choose the one that suits you, or open all four to your group."
      />

      <section aria-labelledby="complex-title">
        <div className="mx-auto max-w-6xl px-5 pt-16 sm:px-8">
          <div className="theme-deep flex flex-col gap-6 rounded-3xl bg-deep p-8 text-deep-foreground md:flex-row md:items-center md:justify-between md:p-10">
            <div>
              <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.25em] text-villa-yellow uppercase">
                <Sparkles aria-hidden="true" className="size-4" />
                Best Value
              </p>
              <h2 id="complex-title" className="mt-3 text-3xl font-semibold">
                The entire complex
              </h2>
              <p className="mt-2 text-deep-muted">
                All four villas, the pool and the gardens to yourselves: up to {capacity.guests}{' '}
                guests for {formatUsd(pricing.entireComplex)} per night.
              </p>
            </div>
            <ButtonLink to={bookingPath} variant="light" size="lg">
              Book the Entire Complex
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="villa-list-title">
        <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 md:py-20">
          <h2 id="villa-list-title" className="sr-only">
            Villas
          </h2>
          <ul className="grid gap-8 md:grid-cols-2">
            {villas.map((villa) => (
              <li
                key={villa.slug}
                className="flex flex-col overflow-hidden rounded-3xl border border-border bg-surface"
              >
                <div aria-hidden="true" className={cn('h-2', villaAccent[villa.color].swatch)} />
                <div className="flex flex-1 flex-col p-8">
                  <div className="flex items-baseline justify-between gap-4">
                    <h3 id={`villa-${villa.slug}`} className="text-3xl font-semibold">
                      {villa.name}
                    </h3>
                    <p className="text-sm whitespace-nowrap text-muted-foreground">
                      {villa.capacityText}
                    </p>
                  </div>
                  <p className="mt-4 leading-relaxed text-muted-foreground">{villa.description}</p>
                  <ul className="mt-6 grid gap-2 text-sm sm:grid-cols-2">
                    {villa.features.slice(0, 4).map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-8 flex flex-1 items-end justify-between gap-4">
                    <p>
                      <span className="font-serif text-3xl font-semibold">
                        {formatUsd(villa.nightlyRate)}
                      </span>{' '}
                      <span className="text-sm text-muted-foreground">per night</span>
                    </p>
                    <Link
                      to={`/property/${villa.slug}`}
                      aria-describedby={`villa-${villa.slug}`}
                      className={buttonVariants({ variant: 'outline', size: 'sm' })}
                    >
                      View Details
                    </Link>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-10 text-center text-sm text-muted-foreground">
            {property.policies.taxesNote} A one-time cleaning fee of{' '}
            {formatUsd(pricing.cleaningFee)} applies per stay; the minimum stay is{' '}
            {pricing.minimumStay} nights.
          </p>
        </div>
      </section>
    </>
  );
}
