import { property } from '../../shared/content/property';
import { bookingPath } from '../../shared/content/site';
import { FaqBrowser } from '../components/faq/faq-browser';
import { StillHaveQuestions } from '../components/faq/still-have-questions';
import { PageHeader } from '../components/layout/page-header';
import { ButtonLink } from '../components/ui/button';
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
      <section aria-labelledby="faq-questions-title">
        <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8 md:py-20">
          <h2 id="faq-questions-title" className="sr-only">
            Questions and answers
          </h2>
          <FaqBrowser />
        </div>
      </section>
      <div className="mx-auto max-w-4xl px-5 pb-20 sm:px-8 md:pb-28">
        <StillHaveQuestions />
      </div>
      <section aria-labelledby="faq-book-title" className="theme-deep bg-deep text-deep-foreground">
        <div className="mx-auto max-w-4xl px-5 py-20 text-center sm:px-8 md:py-24">
          <h2 id="faq-book-title" className="text-3xl font-semibold sm:text-4xl">
            Ready for your island escape?
          </h2>
          <p className="mx-auto mt-5 max-w-2xl leading-relaxed text-deep-muted">
            {property.policies.paymentNote} {property.policies.taxesNote}
          </p>
          <ButtonLink to={bookingPath} variant="light" size="lg" className="mt-8">
            Book Your Stay
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
