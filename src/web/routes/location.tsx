import { MapPin, Plane, Store, Waves } from 'lucide-react';
import { localAttractions } from '../../shared/content/attractions';
import { property } from '../../shared/content/property';
import { bookingPath } from '../../shared/content/site';
import { PageHeader } from '../components/layout/page-header';
import { ButtonLink } from '../components/ui/button';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/location';

const { location, distances } = property;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Location',
    description: `${property.name} sits in ${location.locality}, ${location.region}: the beach ${distances.beach.meters} m away, the town centre ${distances.townCentre.meters} m and ${distances.airport.name} about ${distances.airport.minutes} minutes by car.`,
    path: '/location',
  });

const keyDistances = [
  { icon: Waves, label: 'The beach', detail: distances.beach.text },
  { icon: Store, label: 'Town centre', detail: distances.townCentre.text },
  { icon: Plane, label: distances.airport.name, detail: distances.airport.text },
];

export default function Location() {
  return (
    <>
      <PageHeader
        id="location"
        eyebrow={`${location.locality} · ${location.region} · ${location.country}`}
        title="Location"
        lead={property.locationLine}
      />
      <section aria-labelledby="distances-title">
        <div className="mx-auto max-w-6xl px-5 py-20 sm:px-8">
          <h2 id="distances-title" className="text-3xl font-semibold">
            Everything within an easy stroll
          </h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {keyDistances.map(({ icon: Icon, label, detail }) => (
              <li key={label} className="rounded-3xl border border-border bg-surface p-6">
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <p className="mt-4 font-serif text-xl font-semibold">{label}</p>
                <p className="mt-1 text-sm text-muted-foreground">{detail}</p>
              </li>
            ))}
          </ul>
          <p className="mt-8 flex items-start gap-2 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
            For our guests&apos; privacy, the exact address is shared once your booking is
            confirmed.
          </p>
        </div>
      </section>
      <section aria-labelledby="nearby-title" className="bg-surface-muted">
        <div className="mx-auto max-w-6xl px-5 py-20 sm:px-8">
          <h2 id="nearby-title" className="text-3xl font-semibold">
            Nearby
          </h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {localAttractions.map((place) => (
              <li key={place.id} className="rounded-2xl border border-border bg-surface p-6">
                <div className="flex items-baseline justify-between gap-4">
                  <h3 className="text-lg font-semibold">{place.name}</h3>
                  <p className="text-xs whitespace-nowrap text-muted-foreground">
                    {place.distance}
                  </p>
                </div>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                  {place.description}
                </p>
              </li>
            ))}
          </ul>
          <ButtonLink to={bookingPath} size="lg" className="mt-10">
            Book Your Stay
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
