import { Check } from 'lucide-react';
import { property } from '../../shared/content/property';
import { bookingPath } from '../../shared/content/site';
import { AboutTabs } from '../components/about/about-tabs';
import { Awards } from '../components/about/awards';
import { PageHeader } from '../components/layout/page-header';
import { ButtonLink } from '../components/ui/button';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/about';

const { hostInfo, guestAccess, location } = property;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'About Us',
    description: `The story of ${property.name}: four lockable villas around a shared pool and tropical gardens in ${location.locality}, ${location.region}, hosted in ${hostInfo.languages.join(' and ')}.`,
    path: '/about',
  });

export default function About() {
  return (
    <>
      <PageHeader
        id="about"
        eyebrow="Our story"
        title={`About ${property.name}`}
        lead={property.brandLine}
      />
      <section aria-label="About us">
        <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 md:py-20">
          <AboutTabs />
        </div>
      </section>
      <Awards />
      <section aria-labelledby="access-title">
        <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 md:py-20">
          <h2 id="access-title" className="text-3xl font-semibold sm:text-4xl">
            Good to know
          </h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {guestAccess.notes.map((note) => (
              <li
                key={note}
                className="flex gap-3 rounded-2xl border border-border bg-surface p-5 text-sm leading-relaxed"
              >
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                {note}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="about-book-title" className="bg-surface-muted">
        <div className="mx-auto max-w-4xl px-5 py-16 text-center sm:px-8 md:py-20">
          <h2 id="about-book-title" className="text-3xl font-semibold sm:text-4xl">
            Come and stay with us
          </h2>
          <p className="mx-auto mt-4 max-w-2xl leading-relaxed text-muted-foreground">
            {property.policies.taxesNote} {property.policies.paymentNote}
          </p>
          <div className="mx-auto mt-8 flex max-w-xs flex-col justify-center gap-3 sm:max-w-none sm:flex-row">
            <ButtonLink to={bookingPath} size="lg">
              Book Your Stay
            </ButtonLink>
            <ButtonLink to="/gallery" variant="outline" size="lg">
              View the Gallery
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
