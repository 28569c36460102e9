import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { faqCategories, faqEntries } from '../../shared/content/faq';
import { property } from '../../shared/content/property';
import { PageHeader } from '../components/layout/page-header';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/faq';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Frequently Asked Questions',
    description: `Answers about booking, payment, amenities, the location and house rules at ${property.name}, ${property.location.locality}, Grand Bahama.`,
    path: '/faq',
  });

export default function Faq() {
  return (
    <>
      <PageHeader
        id="faq"
        eyebrow="Good to know"
        title="Frequently Asked Questions"
        lead="Everything you need to plan your stay, from booking and payment to the pool, the beach and the house rules."
      />
      <div className="mx-auto max-w-3xl px-5 py-20 sm:px-8">
        {faqCategories.map((category) => {
          const entries = faqEntries.filter((entry) => entry.category === category.id);
          if (entries.length === 0) return null;
          return (
            <section
              key={category.id}
              aria-labelledby={`faq-${category.id}`}
              className="mb-14 last:mb-0"
            >
              <h2 id={`faq-${category.id}`} className="text-2xl font-semibold">
                {category.name}
              </h2>
              <div className="mt-5 divide-y divide-border rounded-3xl border border-border bg-surface">
                {entries.map((entry) => (
                  <details key={entry.id} name={`faq-${category.id}`} className="group px-6">
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-medium [&::-webkit-details-marker]:hidden">
                      {entry.question}
                      <ChevronDown
                        aria-hidden="true"
                        className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
                      />
                    </summary>
                    <p className="pb-6 text-sm leading-relaxed text-muted-foreground">
                      {entry.answer}
                    </p>
                  </details>
                ))}
              </div>
            </section>
          );
        })}
        <p className="mt-14 text-center text-muted-foreground">
          Still have questions?{' '}
          <Link to="/contact" className="font-semibold text-primary underline underline-offset-4">
            Contact us
          </Link>{' '}
          or call{' '}
          <a
            href={property.contact.phoneHref}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {property.contact.phone}
          </a>
          .
        </p>
      </div>
    </>
  );
}
