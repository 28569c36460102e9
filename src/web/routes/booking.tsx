import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { property } from '../../shared/content/property';
import { lowestNightlyRate } from '../../shared/content/villas';
import { formatUsd } from '../../shared/domain/money';
import { BookingFlow } from '../components/booking/booking-flow';
import { PageHeader } from '../components/layout/page-header';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/booking';

const { pricing, policies } = property;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Book Your Stay',
    description: `Request your stay at ${property.name}: villas from ${formatUsd(lowestNightlyRate)} a night or the entire complex at ${formatUsd(pricing.entireComplex)}. Your card is only authorized until we approve.`,
    path: '/booking',
  });

const subscribeToNothing = () => () => {};

/** False while the prerendered page hydrates, true from then on. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

export default function Booking() {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageHeader
        id="booking"
        eyebrow="Reservations"
        title="Book Your Stay"
        lead={`${policies.paymentNote} ${policies.taxesNote}`}
      />
      <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 md:py-16">
        {/*
          The prerendered page cannot know its query or this tab's storage, so the flow starts
          again from them once hydrated, and again whenever the query changes.
        */}
        <BookingFlow
          key={hydrated ? searchParams.toString() : 'prerendered'}
          address={hydrated ? searchParams : null}
        />
      </div>
    </>
  );
}
