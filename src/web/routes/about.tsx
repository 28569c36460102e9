import { Check, Languages, MessageCircle } from 'lucide-react';
import { property } from '../../shared/content/property';
import { bookingPath } from '../../shared/content/site';
import { PageHeader } from '../components/layout/page-header';
import { ButtonLink } from '../components/ui/button';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/about';

const { hostInfo, guestAccess, location } = property;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'About Us',
    description: `The story of ${property.name}: four individually lockable villas around a shared pool and tropical gardens in ${location.locality}, ${location.region}, hosted in English and Spanish.`,
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
      <section aria-labelledby="enclave-title">
        <div className="mx-auto grid max-w-6xl gap-12 px-5 py-20 sm:px-8 md:grid-cols-[1.3fr_1fr]">
          <div>
            <h2 id="enclave-title" className="text-3xl font-semibold">
              A private enclave in {location.locality}
            </h2>
            <p className="mt-6 leading-relaxed text-muted-foreground">
              {property.overview.description}
            </p>
            <p className="mt-4 leading-relaxed text-muted-foreground">
              {property.overview.additionalInfo}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/villas">Meet the villas</ButtonLink>
              <ButtonLink to={bookingPath} variant="outline">
                Book Your Stay
              </ButtonLink>
            </div>
          </div>
          <aside
            aria-labelledby="hosts-title"
            className="h-fit rounded-3xl border border-border bg-surface p-8"
          >
            <h2 id="hosts-title" className="text-2xl font-semibold">
              Your hosts
            </h2>
            <p className="mt-2 text-muted-foreground">{hostInfo.name}</p>
            <ul className="mt-6 space-y-4 text-sm">
              <li className="flex gap-3">
                <Languages aria-hidden="true" className="size-5 shrink-0 text-primary" />
                <span>We speak {hostInfo.languages.join(' and ')}.</span>
              </li>
              <li className="flex gap-3">
                <MessageCircle aria-hidden="true" className="size-5 shrink-0 text-primary" />
                <span>
                  {hostInfo.responseTime}, by {hostInfo.contactMethods.join(' or ')}.
                </span>
              </li>
            </ul>
          </aside>
        </div>
      </section>
      <section aria-labelledby="access-title" className="bg-surface-muted">
        <div className="mx-auto max-w-6xl px-5 py-20 sm:px-8">
          <h2 id="access-title" className="text-3xl font-semibold">
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
    </>
  );
}
