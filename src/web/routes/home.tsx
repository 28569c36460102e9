import { ArrowRight, Bath, BedDouble, Users, Waves } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { amenities } from '../../shared/content/amenities';
import { galleryItems, heroImage } from '../../shared/content/gallery';
import { property } from '../../shared/content/property';
import { bookingPath } from '../../shared/content/site';
import { lowestNightlyRate, villas } from '../../shared/content/villas';
import { formatUsd } from '../../shared/domain/money';
import { HomeContactSection } from '../components/contact/home-contact-section';
import { PhotoGallery } from '../components/gallery/photo-gallery';
import { AmenityList } from '../components/home/amenity-list';
import { Photo } from '../components/media/photo';
import { PhotoHero } from '../components/media/photo-hero';
import { ButtonLink } from '../components/ui/button';
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

/** A first look: the gardens, the pool, a room of each villa and the beach. */
const highlightIds = [1, 2, 6, 10, 13, 17, 23, 25];
const highlights = galleryItems.filter((item) => highlightIds.includes(item.id));
const overviewPhoto = galleryItems.find((item) => item.id === 18);

function SectionIntro({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="max-w-2xl">
      <p className="text-xs font-semibold tracking-[0.25em] text-accent uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-4 text-3xl font-semibold sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-4 leading-relaxed text-muted-foreground">{children}</p>}
    </div>
  );
}

export default function Home() {
  return (
    <>
      <PhotoHero id="home" photo={heroImage.name} alt={heroImage.alt}>
        <div className="mx-auto flex min-h-[calc(100svh-5rem)] max-w-5xl flex-col items-center justify-center px-5 py-24 text-center sm:px-8 md:min-h-[40rem]">
          <p className="text-xs font-semibold tracking-[0.3em] text-villa-yellow uppercase">
            {location.locality} · {location.region}
          </p>
          <h1
            id="home-title"
            className="mt-6 text-5xl leading-[1.05] font-semibold sm:text-6xl md:text-7xl"
          >
            {property.name}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-deep-muted md:text-xl">
            {property.tagline}
          </p>
          <div className="mx-auto mt-10 flex w-full max-w-xs flex-col justify-center gap-3 sm:max-w-none sm:flex-row">
            <ButtonLink to={bookingPath} variant="light" size="lg">
              Book Your Stay
            </ButtonLink>
            <ButtonLink to="/villas" variant="outline-light" size="lg">
              Explore the Villas
            </ButtonLink>
          </div>
        </div>
      </PhotoHero>

      <section id="overview" aria-labelledby="overview-title" className="scroll-mt-20">
        <div className="mx-auto grid max-w-6xl gap-12 px-5 py-20 sm:px-8 md:py-28 lg:grid-cols-[1.15fr_1fr] lg:items-center">
          <div>
            <SectionIntro
              id="overview-title"
              eyebrow="Welcome"
              title="A private garden hideaway on Grand Bahama"
            />
            <p className="mt-6 leading-relaxed text-muted-foreground">
              {property.overview.description}
            </p>
            <p className="mt-4 leading-relaxed text-muted-foreground">
              {property.overview.additionalInfo}
            </p>
            <dl className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
              {stats.map(({ icon: Icon, value, label }) => (
                <div
                  key={label}
                  className="flex flex-col gap-1.5 rounded-2xl border border-border bg-surface p-4"
                >
                  <Icon aria-hidden="true" className="size-5 text-primary" />
                  <dt className="order-last text-sm text-muted-foreground">{label}</dt>
                  <dd className="font-serif text-2xl font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          {overviewPhoto && (
            <Photo
              name={overviewPhoto.image}
              alt={overviewPhoto.alt}
              sizes="(min-width: 1152px) 480px, (min-width: 1024px) 42vw, 100vw"
              className="aspect-[3/2] w-full rounded-3xl object-cover shadow-xl shadow-lagoon-900/10 lg:aspect-[3/4]"
            />
          )}
        </div>
      </section>

      <section id="villas" aria-labelledby="villas-title" className="scroll-mt-20 bg-surface-muted">
        <div className="mx-auto max-w-6xl px-5 py-20 sm:px-8 md:py-28">
          <SectionIntro
            id="villas-title"
            eyebrow="The villas"
            title="Four villas, one tropical garden"
          >
            Reserve one villa as a quiet retreat, or the entire complex for up to {capacity.guests}{' '}
            guests at {formatUsd(pricing.entireComplex)} a night.
          </SectionIntro>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {villas.map((villa) => (
              <li
                key={villa.slug}
                className="group relative flex flex-col overflow-hidden rounded-3xl border border-border bg-surface transition-shadow hover:shadow-xl hover:shadow-lagoon-900/10 motion-reduce:transition-none"
              >
                <div className="relative overflow-hidden">
                  <Photo
                    name={villa.image.name}
                    alt={villa.image.alt}
                    sizes="(min-width: 1152px) 264px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, 100vw"
                    className="aspect-[3/2] w-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                  />
                  <span
                    aria-hidden="true"
                    className={cn(
                      'absolute inset-x-0 bottom-0 h-1.5',
                      villaAccent[villa.color].swatch,
                    )}
                  />
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-2xl font-semibold">{villa.name}</h3>
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
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="photos" aria-labelledby="photos-title" className="scroll-mt-20">
        <div className="mx-auto max-w-6xl px-5 py-20 sm:px-8 md:py-28">
          <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
            <SectionIntro id="photos-title" eyebrow="Gallery" title="A glimpse of island life">
              The pool at sunrise, music under the cathedral ceiling and the beach a short walk
              away.
            </SectionIntro>
            <ButtonLink to="/gallery" variant="outline" className="self-start md:self-auto">
              View the Full Gallery
            </ButtonLink>
          </div>
          <PhotoGallery items={highlights} className="mt-10" />
        </div>
      </section>

      <section
        id="amenities"
        aria-labelledby="amenities-title"
        className="scroll-mt-20 bg-surface-muted"
      >
        <div className="mx-auto max-w-6xl px-5 py-20 sm:px-8 md:py-28">
          <SectionIntro
            id="amenities-title"
            eyebrow="Amenities"
            title="Everything for an easy stay"
          >
            Shared by all four villas, from the pool and gardens to the baby grand piano.
          </SectionIntro>
          <div className="mt-12">
            <AmenityList amenities={amenities} />
          </div>
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

      <HomeContactSection />
    </>
  );
}
