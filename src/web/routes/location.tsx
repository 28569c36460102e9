import {
  Car,
  CarTaxiFront,
  Footprints,
  type LucideIcon,
  MapPin,
  Plane,
  Store,
  Waves,
} from 'lucide-react';
import { arrival, property } from '../../shared/content/property';
import { bookingPath } from '../../shared/content/site';
import { PageHeader } from '../components/layout/page-header';
import { AttractionTabs } from '../components/location/attraction-tabs';
import { MapPanel } from '../components/location/map-panel';
import { PlaceList } from '../components/location/place-list';
import { ButtonLink } from '../components/ui/button';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/location';

const { location, distances, pricing, hostInfo } = property;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Location',
    description: `${property.name} sits in ${location.locality}, ${location.region}: the beach ${distances.beach.meters} m away, the town centre ${distances.townCentre.meters} m and ${distances.airport.name} about ${distances.airport.minutes} minutes by car.`,
    path: '/location',
  });

const keyDistances = [
  { icon: Waves, label: 'The beach', detail: distances.beach.text },
  { icon: Store, label: 'Town centre', detail: distances.townCentre.text },
  { icon: Plane, label: 'The airport', detail: distances.airport.text },
];

const keyInformation = [
  { term: 'Check-in', detail: `From ${pricing.checkIn}, self check-in with a door code` },
  { term: 'Check-out', detail: `By ${pricing.checkOut}` },
  { term: 'Address', detail: 'Shared once your booking is confirmed' },
  { term: 'Nearest airport', detail: `${distances.airport.name}, ${distances.airport.text}` },
  { term: 'Languages', detail: hostInfo.languages.join(' and ') },
  { term: 'We answer', detail: `Every day, ${hostInfo.responseHours}` },
];

const gettingAroundIcons = { Footprints, CarTaxiFront, Car } satisfies Record<string, LucideIcon>;

export default function Location() {
  return (
    <>
      <PageHeader
        id="location"
        eyebrow={`${location.locality} · ${location.region} · ${location.country}`}
        title="Location"
        lead={property.locationLine}
      />

      <section aria-label="Distances from the villas">
        <ul className="mx-auto grid max-w-6xl gap-4 px-5 pt-16 sm:grid-cols-3 sm:px-8 md:pt-20">
          {keyDistances.map(({ icon: Icon, label, detail }) => (
            <li
              key={label}
              className="flex items-center gap-4 rounded-2xl border border-border bg-surface p-5"
            >
              <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
              <div>
                <p className="font-serif text-lg font-semibold">{label}</p>
                <p className="text-sm text-muted-foreground">{detail}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="map-title">
        <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 md:py-20">
          <div className="max-w-3xl">
            <h2 id="map-title" className="text-3xl font-semibold sm:text-4xl">
              The neighbourhood
            </h2>
            <p className="mt-4 flex items-start gap-2 leading-relaxed text-muted-foreground">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent" />
              {arrival.addressNote}
            </p>
          </div>
          <div className="mt-10 grid gap-8 lg:grid-cols-[1.6fr_1fr]">
            <div>
              <MapPanel className="h-[24rem] sm:h-[28rem] lg:h-[34rem]" />
              <p className="mt-3 text-sm text-muted-foreground">
                On the map: arrow keys move it, plus and minus zoom, and Tab reaches each pin.
              </p>
            </div>
            <div>
              <h3 id="places-title" className="text-xl font-semibold">
                Places on the map
              </h3>
              <div className="mt-2">
                <PlaceList labelledBy="places-title" />
              </div>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="getting-here-title" className="border-t border-border">
        <div className="mx-auto grid max-w-6xl gap-12 px-5 py-16 sm:px-8 md:py-20 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <h2 id="getting-here-title" className="text-3xl font-semibold sm:text-4xl">
              Getting here
            </h2>
            <ol className="mt-8 space-y-8">
              {arrival.directions.map((step, index) => (
                <li key={step.id} className="flex gap-5">
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-full border border-primary font-serif text-lg text-primary"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="text-xl font-semibold">{step.title}</h3>
                    <p className="mt-2 leading-relaxed text-muted-foreground">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <aside
            aria-labelledby="key-information-title"
            className="h-fit rounded-3xl border border-border bg-surface p-8"
          >
            <h2 id="key-information-title" className="text-2xl font-semibold">
              Key information
            </h2>
            <dl className="mt-6 space-y-4 text-sm">
              {keyInformation.map(({ term, detail }) => (
                <div key={term}>
                  <dt className="font-semibold">{term}</dt>
                  <dd className="mt-0.5 text-muted-foreground">{detail}</dd>
                </div>
              ))}
            </dl>
          </aside>
        </div>
      </section>

      <section aria-labelledby="attractions-title" className="bg-surface-muted">
        <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 md:py-20">
          <h2 id="attractions-title" className="text-3xl font-semibold sm:text-4xl">
            Nearby attractions
          </h2>
          <p className="mt-4 max-w-2xl leading-relaxed text-muted-foreground">
            The sea, island cooking and a rum punch at sunset, all within an easy stroll.
          </p>
          <div className="mt-8">
            <AttractionTabs />
          </div>
        </div>
      </section>

      <section aria-labelledby="getting-around-title">
        <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 md:py-20">
          <h2 id="getting-around-title" className="text-3xl font-semibold sm:text-4xl">
            Getting around
          </h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {arrival.gettingAround.map((card) => {
              const Icon = gettingAroundIcons[card.icon];
              return (
                <li key={card.id} className="rounded-3xl border border-border bg-surface p-7">
                  <Icon aria-hidden="true" className="size-6 text-primary" />
                  <h3 className="mt-4 text-xl font-semibold">{card.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{card.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="location-book-title" className="bg-surface-muted">
        <div className="mx-auto max-w-4xl px-5 py-16 text-center sm:px-8 md:py-20">
          <h2 id="location-book-title" className="text-3xl font-semibold sm:text-4xl">
            Your base on Grand Bahama
          </h2>
          <p className="mx-auto mt-4 max-w-2xl leading-relaxed text-muted-foreground">
            {property.policies.paymentNote}
          </p>
          <ButtonLink to={bookingPath} size="lg" className="mt-8">
            Book Your Stay
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
