import { Check, ChevronRight, Home } from 'lucide-react';
import { Link } from 'react-router';
import { property } from '../../shared/content/property';
import { bookingPath } from '../../shared/content/site';
import { type Villa, villaBySlug } from '../../shared/content/villas';
import { ButtonLink } from '../components/ui/button';
import { formatUsd } from '../../shared/domain/money';
import { pageMeta } from '../lib/seo';
import { cn } from '../lib/utils';
import { villaAccent } from '../lib/villa-colors';
import type { Route } from './+types/property';

export const meta: Route.MetaFunction = ({ params }) => {
  const villa = villaBySlug(params.id);
  if (!villa) {
    return pageMeta({
      title: 'Property Not Found',
      description: "The property you're looking for doesn't exist or has been removed.",
      path: `/property/${params.id}`,
      noindex: true,
    });
  }
  return pageMeta({
    title: `${villa.name} Villa`,
    description: `${villa.tagline} ${villa.capacityText}, ${formatUsd(villa.nightlyRate)} per night at ${property.name}, ${property.location.locality}.`,
    path: `/property/${villa.slug}`,
  });
};

export default function PropertyPage({ params }: Route.ComponentProps) {
  const villa = villaBySlug(params.id);
  return villa ? <VillaDetail villa={villa} /> : <PropertyNotFound />;
}

function VillaDetail({ villa }: { villa: Villa }) {
  const accent = villaAccent[villa.color];
  return (
    <>
      <section
        id="property"
        aria-labelledby="property-title"
        className={cn('relative scroll-mt-20 bg-linear-to-b to-background', accent.tint)}
      >
        <div className="mx-auto max-w-6xl px-5 pt-10 pb-16 sm:px-8 md:pb-20">
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
              <li>
                <Link to="/" className="inline-flex items-center gap-1 hover:text-foreground">
                  <Home aria-hidden="true" className="size-4" />
                  Home
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-4" />
              </li>
              <li>
                <Link to="/villas" className="hover:text-foreground">
                  Our Villas
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-4" />
              </li>
              <li aria-current="page" className="font-medium text-foreground">
                {villa.name}
              </li>
            </ol>
          </nav>
          <span
            aria-hidden="true"
            className={cn('mt-12 block h-1.5 w-16 rounded-full', accent.swatch)}
          />
          <h1 id="property-title" className="mt-6 text-5xl font-semibold sm:text-6xl">
            {villa.name}
          </h1>
          <p className="mt-4 max-w-2xl text-xl leading-relaxed text-muted-foreground">
            {villa.tagline}
          </p>
        </div>
      </section>

      <section aria-labelledby="overview-title">
        <div className="mx-auto grid max-w-6xl gap-12 px-5 pb-20 sm:px-8 lg:grid-cols-[1.6fr_1fr]">
          <div>
            <h2 id="overview-title" className="text-3xl font-semibold">
              Overview
            </h2>
            {villa.overview.map((paragraph) => (
              <p key={paragraph} className="mt-5 leading-relaxed text-muted-foreground">
                {paragraph}
              </p>
            ))}
            <h3 className="mt-12 text-2xl font-semibold">Highlights</h3>
            <ul className="mt-5 grid gap-3 text-sm sm:grid-cols-2">
              {villa.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
          <aside
            aria-labelledby="price-title"
            className="h-fit rounded-3xl border border-border bg-surface p-8 shadow-xl shadow-lagoon-900/5 lg:sticky lg:top-24"
          >
            <h2 id="price-title" className="sr-only">
              Price
            </h2>
            <p>
              <span className="font-serif text-4xl font-semibold">
                {formatUsd(villa.nightlyRate)}
              </span>{' '}
              <span className="text-muted-foreground">per night</span>
            </p>
            <p className="mt-2 text-sm text-muted-foreground">
              {villa.capacityText} · {villa.bedType}
            </p>
            <p className="mt-4 text-sm text-muted-foreground">{property.policies.taxesNote}</p>
            <div className="mt-6 flex flex-col gap-3">
              <ButtonLink to={bookingPath} size="lg">
                Check Availability
              </ButtonLink>
              <ButtonLink to="/contact" variant="outline" size="lg">
                Contact Us
              </ButtonLink>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}

function PropertyNotFound() {
  return (
    <section
      id="property"
      aria-labelledby="property-title"
      className="flex min-h-[60vh] scroll-mt-20 items-center justify-center px-5 py-20"
    >
      <div className="max-w-lg text-center">
        <h1 id="property-title" className="text-4xl font-semibold sm:text-5xl">
          Property Not Found
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-muted-foreground">
          The property you&apos;re looking for doesn&apos;t exist or has been removed.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink to="/" size="lg">
            Return to Homepage
          </ButtonLink>
          <ButtonLink to="/villas" variant="outline" size="lg">
            See Our Villas
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
