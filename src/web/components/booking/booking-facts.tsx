import { property } from '../../../shared/content/property';
import { nightsBetween } from '../../../shared/domain/dates';
import { formatUsdCents } from '../../../shared/domain/money';
import type { BookingSummary } from '../../lib/booking-session';
import { describeAccommodation } from '../../lib/booking-selection';
import { cn } from '../../lib/utils';
import { formatStayDate } from './format';

const { checkIn, checkOut } = property.pricing;

/** The facts of a booking request, as the payment review and the confirmation show them. */
export function BookingFacts({
  booking,
  withGuest = false,
  className,
}: {
  booking: BookingSummary;
  /** Adds who is staying and how to reach them. */
  withGuest?: boolean;
  className?: string;
}) {
  const rows: [string, string][] = [
    ...(withGuest
      ? ([
          ['Guest', `${booking.firstName} ${booking.lastName}`],
          ['Email', booking.email],
          ['Phone', booking.phone],
        ] satisfies [string, string][])
      : []),
    ['Check-in', `${formatStayDate(booking.startDate)}, after ${checkIn}`],
    ['Check-out', `${formatStayDate(booking.endDate)}, by ${checkOut}`],
    ['Guests', String(booking.guests)],
    ['Accommodation', describeAccommodation(booking)],
    ['Nights', String(nightsBetween(booking.startDate, booking.endDate))],
    ['Total', formatUsdCents(booking.totalCents)],
  ];
  return (
    <dl className={cn('divide-y divide-border text-sm', className)}>
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className={cn('font-medium break-words', term === 'Total' && 'text-base')}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
