import { ArrowRight, BedDouble, MapPin, Quote, Sparkles, Users } from 'lucide-react';
import { Link } from 'react-router';
import { property } from '../../shared/content/property';
import { type Villa, villaBySlug } from '../../shared/content/villas';
import { formatUsd } from '../../shared/domain/money';
import { villasTrail } from '../../shared/seo/breadcrumbs';
import { Photo } from '../components/media/photo';
import { ButtonLink } from '../components/ui/button';
import { Breadcrumbs } from '../components/villas/breadcrumbs';
import { FeatureGroups } from '../components/villas/feature-groups';
import { PriceCard } from '../components/villas/price-card';
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
  const trail = [...villasTrail, { name: villa.name, path: `/property/${villa.slug}` }];
  return (
    <>
      <section
        id="property"
        aria-labelledby="property-title"
        className={cn('scroll-mt-20 bg-linear-to-b to-background', accent.tint)}
      >
        <div className="mx-auto max-w-6xl px-5 pt-8 pb-12 sm:px-8 md:pb-16">
          <Breadcrumbs trail={trail} />
          <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_1.25fr] lg:items-center">
            <div>
              <span
                aria-hidden="true"
                className={cn('block h-1.5 w-16 rounded-full', accent.swatch)}
              />
              <h1
                id="property-title"
                className="mt-6 text-5xl font-semibold sm:text-6xl md:text-7xl"
              >
                {villa.name}
              </h1>
              <p className="mt-4 max-w-xl text-xl leading-relaxed text-muted-foreground">
                {villa.tagline}
              </p>
              <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm">
                <span className="inline-flex items-center gap-2">
                  <Users aria-hidden="true" className="size-4 text-primary" />
                  {villa.capacityText}
                </span>
                <span className="inline-flex items-center gap-2">
                  <BedDouble aria-hidden="true" className="size-4 text-primary" />
                  {villa.bedType}
                </span>
                <span className="inline-flex items-center gap-2">
                  <Sparkles aria-hidden="true" className="size-4 text-primary" />
                  {villa.specialFeature}
                </span>
              </p>
            </div>
            <Photo
              name={villa.image.name}
              alt={villa.image.alt}
              sizes="(min-width: 1152px) 600px, (min-width: 1024px) 52vw, 100vw"
              priority
              className="aspect-[3/2] w-full rounded-3xl object-cover shadow-2xl shadow-lagoon-900/15"
            />
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-16 sm:px-8 md:py-20 lg:grid-cols-[1.7fr_1fr]">
        <div className="min-w-0 space-y-16">
          <section aria-labelledby="overview-title">
            <h2 id="overview-title" className="text-3xl font-semibold sm:text-4xl">
              Overview
            </h2>
            {villa.overview.map((paragraph) => (
              <p key={paragraph} className="mt-5 leading-relaxed text-muted-foreground">
                {paragraph}
              </p>
            ))}
            <ul className="mt-8 grid gap-4 sm:grid-cols-2">
              {villa.additionalImages.map((image) => (
                <li key={image.name}>
                  <Photo
                    name={image.name}
                    alt={image.alt}
                    sizes="(min-width: 1152px) 340px, (min-width: 640px) 45vw, 100vw"
                    className="aspect-[3/2] w-full rounded-2xl object-cover"
                  />
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="features-title">
            <h2 id="features-title" className="text-3xl font-semibold sm:text-4xl">
              Features
            </h2>
            <div className="mt-8">
              <FeatureGroups groups={villa.featureGroups} />
            </div>
          </section>

          <section aria-labelledby="location-title">
            <h2 id="location-title" className="text-3xl font-semibold sm:text-4xl">
              Location highlights
            </h2>
            <ul className="mt-6 space-y-3">
              {villa.locationHighlights.map((highlight) => (
                <li key={highlight} className="flex gap-3 leading-relaxed">
                  <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                  {highlight}
                </li>
              ))}
            </ul>
            <Link
              to="/location"
              className="mt-6 inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
            >
              Explore the neighbourhood
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </section>

          <section
            aria-labelledby="experience-title"
            className={cn(
              'rounded-3xl border border-border bg-linear-to-br to-surface p-8 sm:p-10',
              accent.tint,
            )}
          >
            <Quote aria-hidden="true" className="size-8 text-primary" />
            <h2 id="experience-title" className="mt-4 text-2xl font-semibold sm:text-3xl">
              A day at {villa.name}
            </h2>
            <p className="mt-4 font-serif text-xl leading-relaxed text-pretty">
              {villa.guestExperience}
            </p>
            <Link
              to="/reviews"
              className="mt-6 inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
            >
              Read what our guests say
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </section>
        </div>
        <PriceCard villa={villa} />
      </div>
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
