import { ArrowRight, Bath, BedDouble, Users, Waves } from 'lucide-react';
import { Link } from 'react-router';
import { property } from '../../shared/content/property';
import { bookingPath } from '../../shared/content/site';
import { lowestNightlyRate, villas } from '../../shared/content/villas';
import { ButtonLink } from '../components/ui/button';
import { formatUsd } from '../../shared/domain/money';
import { pageMeta } from '../lib/seo';
import { cn } from '../lib/utils';
import { villaAccent } from '../lib/villa-colors';
import type { Route } from './+types/home';

const { location, capacity, distances, pricing } = property;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    description: `Four private villas around a shared pool and tropical gardens in ${location.locality}, ${location.region}, a ${distances.beach.minutes}-minute walk from the beach. Book direct from ${formatUsd(lowestNightlyRate)} a night, taxes included.`,
    path: '/',
  });

const stats = [
  { icon: Users, value: capacity.guests, label: 'guests' },
  { icon: BedDouble, value: capacity.bedrooms, label: 'bedrooms' },
  { icon: Bath, value: capacity.bathrooms, label: 'bathrooms' },
  { icon: Waves, value: `${distances.beach.meters} m`, label: 'to the beach' },
];

export default function Home() {
  return (
    <>
      <section className="theme-deep relative isolate overflow-hidden bg-deep text-deep-foreground">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(43_179_177/0.35),transparent),radial-gradient(40rem_24rem_at_-10%_110%,rgb(43_179_177/0.14),transparent)]"
        />
        <div className="mx-auto max-w-5xl px-5 py-24 text-center sm:px-8 md:py-36">
          <p className="text-xs font-semibold tracking-[0.3em] text-villa-yellow uppercase">
            {location.locality} · {location.region}
          </p>
          <h1 className="mt-6 text-5xl leading-[1.05] font-semibold sm:text-6xl md:text-7xl">
            {property.name}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-deep-muted md:text-xl">
            {property.tagline}
          </p>
          <div className="mx-auto mt-10 flex max-w-xs flex-col justify-center gap-3 sm:max-w-none sm:flex-row">
            <ButtonLink to={bookingPath} variant="light" size="lg">
              Book Your Stay
            </ButtonLink>
            <ButtonLink to="/villas" variant="outline-light" size="lg">
              Explore the Villas
            </ButtonLink>
          </div>
        </div>
      </section>

      <section id="overview" aria-labelledby="overview-title" className="scroll-mt-20">
        <div className="mx-auto grid max-w-6xl gap-12 px-5 py-20 sm:px-8 md:grid-cols-[1.2fr_1fr] md:items-center md:py-28">
          <div>
            <p className="text-xs font-semibold tracking-[0.25em] text-accent uppercase">Welcome</p>
            <h2 id="overview-title" className="mt-4 text-3xl font-semibold sm:text-4xl">
              A private garden hideaway on Grand Bahama
            </h2>
            <p className="mt-6 leading-relaxed text-muted-foreground">
              {property.overview.description}
            </p>
            <p className="mt-4 leading-relaxed text-muted-foreground">
              {property.overview.additionalInfo}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {stats.map(({ icon: Icon, value, label }) => (
              <div
                key={label}
                className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-6"
              >
                <Icon aria-hidden="true" className="size-5 text-primary" />
                <dt className="order-last text-sm text-muted-foreground">{label}</dt>
                <dd className="font-serif text-3xl font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section id="villas" aria-labelledby="villas-title" className="scroll-mt-20 bg-surface-muted">
        <div className="mx-auto max-w-6xl px-5 py-20 sm:px-8 md:py-28">
          <div className="max-w-2xl">
            <p className="text-xs font-semibold tracking-[0.25em] text-accent uppercase">
              The villas
            </p>
            <h2 id="villas-title" className="mt-4 text-3xl font-semibold sm:text-4xl">
              Four villas, one tropical garden
            </h2>
            <p className="mt-4 leading-relaxed text-muted-foreground">
              Reserve one villa as a quiet retreat, or the entire complex for up to{' '}
              {capacity.guests} guests at {formatUsd(pricing.entireComplex)} a night.
            </p>
          </div>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {villas.map((villa) => (
              <li
                key={villa.slug}
                className={cn(
                  'group relative flex flex-col overflow-hidden rounded-3xl border border-border bg-linear-to-b to-surface to-60% bg-surface p-6 transition-shadow hover:shadow-xl hover:shadow-lagoon-900/10',
                  villaAccent[villa.color].tint,
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn('h-1.5 w-12 rounded-full', villaAccent[villa.color].swatch)}
                />
                <h3 className="mt-6 text-2xl font-semibold">{villa.name}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{villa.capacityText}</p>
                <p className="mt-4 flex-1 text-sm leading-relaxed text-muted-foreground">
                  {villa.tagline}
                </p>
                <p className="mt-6 text-sm">
                  <span className="font-serif text-2xl font-semibold">
                    {formatUsd(villa.nightlyRate)}
                  </span>{' '}
                  <span className="text-muted-foreground">/ night</span>
                </p>
                <Link
                  to={`/property/${villa.slug}`}
                  className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary after:absolute after:inset-0 after:content-['']"
                >
                  Discover {villa.name}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="closing-title">
        <div className="mx-auto max-w-4xl px-5 py-20 text-center sm:px-8 md:py-28">
          <h2 id="closing-title" className="text-3xl font-semibold sm:text-4xl">
            Your island escape is waiting
          </h2>
          <p className="mx-auto mt-5 max-w-2xl leading-relaxed text-muted-foreground">
            {property.policies.paymentNote} {property.policies.taxesNote}
          </p>
          <ButtonLink to={bookingPath} size="lg" className="mt-8">
            Book Your Stay
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
