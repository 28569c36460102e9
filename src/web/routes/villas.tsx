import { Sparkles, Users } from 'lucide-react';
import { heroImage } from '../../shared/content/gallery';
import { property } from '../../shared/content/property';
import { bookingPath } from '../../shared/content/site';
import { lowestNightlyRate, villas } from '../../shared/content/villas';
import { formatUsd } from '../../shared/domain/money';
import { villasTrail } from '../../shared/seo/breadcrumbs';
import { PhotoHero } from '../components/media/photo-hero';
import { ButtonLink } from '../components/ui/button';
import { Breadcrumbs } from '../components/villas/breadcrumbs';
import { ComparisonTable } from '../components/villas/comparison-table';
import { VillaCard } from '../components/villas/villa-card';
import { pageMeta } from '../lib/seo';
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
      <PhotoHero id="villas" photo={heroImage.name} alt={heroImage.alt}>
        <div className="mx-auto max-w-6xl px-5 pt-8 pb-20 sm:px-8 md:pb-28">
          <Breadcrumbs trail={villasTrail} tone="light" />
          <div className="mt-14 max-w-2xl md:mt-20">
            <p className="text-xs font-semibold tracking-[0.25em] text-villa-yellow uppercase">
              Stay with us
            </p>
            <h1 id="villas-title" className="mt-4 text-5xl leading-tight font-semibold sm:text-6xl">
              Our Villas
            </h1>
            <p className="mt-6 text-lg leading-relaxed text-deep-muted">
              Four individually lockable villas share one pool and one tropical garden. Choose the
              one that suits you, or open all four to your group.
            </p>
          </div>
        </div>
      </PhotoHero>

      <section aria-labelledby="complex-title">
        <div className="mx-auto max-w-6xl px-5 pt-16 sm:px-8">
          <div className="theme-deep flex flex-col gap-6 rounded-3xl bg-deep p-8 text-deep-foreground shadow-xl shadow-lagoon-900/10 md:flex-row md:items-center md:justify-between md:p-10">
            <div>
              <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.25em] text-villa-yellow uppercase">
                <Sparkles aria-hidden="true" className="size-4" />
                Best Value
              </p>
              <h2 id="complex-title" className="mt-3 text-3xl font-semibold">
                The entire complex
              </h2>
              <p className="mt-2 max-w-xl text-deep-muted">
                All four villas, the pool and the gardens to yourselves.
              </p>
              <p className="mt-4 flex flex-wrap items-baseline gap-x-4 gap-y-1">
                <span>
                  <span className="font-serif text-4xl font-semibold">
                    {formatUsd(pricing.entireComplex)}
                  </span>{' '}
                  <span className="text-deep-muted">per night</span>
                </span>
                <span className="inline-flex items-center gap-1.5 text-deep-muted">
                  <Users aria-hidden="true" className="size-4" />
                  Up to {capacity.guests} guests
                </span>
              </p>
            </div>
            <ButtonLink to={`${bookingPath}?villa=all`} variant="light" size="lg">
              Book the Entire Complex
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="villa-list-title">
        <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 md:py-20">
          <h2 id="villa-list-title" className="text-3xl font-semibold sm:text-4xl">
            Choose your villa
          </h2>
          <ul className="mt-10 grid gap-8 md:grid-cols-2">
            {villas.map((villa) => (
              <li key={villa.slug}>
                <VillaCard villa={villa} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="compare-title" className="bg-surface-muted">
        <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 md:py-20">
          <h2 id="compare-title" className="text-3xl font-semibold sm:text-4xl">
            Compare the villas
          </h2>
          <p className="mt-4 max-w-2xl leading-relaxed text-muted-foreground">
            {property.policies.taxesNote} A one-time cleaning fee of{' '}
            {formatUsd(pricing.cleaningFee)} applies per stay; the minimum stay is{' '}
            {pricing.minimumStay} nights.
          </p>
          <p className="mt-6 text-sm text-muted-foreground md:hidden">
            Scroll the table sideways to see every column.
          </p>
          <div className="mt-3 md:mt-8">
            <ComparisonTable villas={villas} captionId="compare-caption" />
          </div>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={bookingPath} size="lg">
              Book Now
            </ButtonLink>
            <ButtonLink to="/contact" variant="outline" size="lg">
              Contact Us
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
