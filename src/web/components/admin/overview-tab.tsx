import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, CalendarX, Mail, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatUsd } from '../../../shared/domain/money';
import { overviewQuery } from '../../lib/admin-api';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { describeVillas, formatStay } from './booking-format';
import { EmptyState, LoadFailure } from './load-failure';
import { BookingStatusBadge } from './status-badges';

function StatCard({
  label,
  value,
  detail,
  icon,
  action,
}: {
  label: string;
  value: number;
  detail: string;
  icon: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-border bg-surface p-5">
      <div className="flex items-center justify-between gap-3 text-muted-foreground">
        <h2 className="text-sm font-medium">{label}</h2>
        {icon}
      </div>
      <p className="mt-3 text-3xl font-semibold">{value}</p>
      <p className="mt-1 text-sm text-muted-foreground">{detail}</p>
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}

/** Real counts and the five most recent bookings; no made-up trends. */
export function OverviewTab({
  onShowBookings,
  onShowMessages,
  onShowCalendar,
}: {
  onShowBookings: () => void;
  onShowMessages: () => void;
  onShowCalendar: () => void;
}) {
  const overview = useQuery({ ...overviewQuery, refetchOnMount: 'always' });
  if (overview.isPending) return <Spinner label="Loading the overview…" className="py-10" />;
  if (overview.isError) {
    return (
      <LoadFailure message="The overview could not be loaded." onRetry={() => overview.refetch()} />
    );
  }
  const {
    totalBookings,
    activeLeads,
    newLeads,
    unreadMessages,
    calendarConflicts,
    recentBookings,
  } = overview.data;
  return (
    <div className="grid gap-8">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Total Bookings"
          value={totalBookings}
          detail="All requests, every status"
          icon={<CalendarCheck aria-hidden="true" className="size-5" />}
        />
        <StatCard
          label="Active Leads"
          value={activeLeads}
          detail={`${newLeads} new, not yet contacted`}
          icon={<Users aria-hidden="true" className="size-5" />}
        />
        <StatCard
          label="Unread Messages"
          value={unreadMessages}
          detail="Contact messages from guests"
          icon={<Mail aria-hidden="true" className="size-5" />}
          action={
            <Button variant="outline" size="sm" onClick={onShowMessages}>
              Read messages
            </Button>
          }
        />
        <StatCard
          label="Calendar Conflicts"
          value={calendarConflicts}
          detail="Channel events overlapping nights taken here"
          icon={<CalendarX aria-hidden="true" className="size-5" />}
          action={
            <Button variant="outline" size="sm" onClick={onShowCalendar}>
              Open calendar
            </Button>
          }
        />
      </div>
      <section aria-labelledby="recent-bookings">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="recent-bookings" className="text-xl font-semibold">
            Recent Bookings
          </h2>
          <Button variant="ghost" size="sm" onClick={onShowBookings}>
            View all bookings
          </Button>
        </div>
        {recentBookings.length === 0 ? (
          <div className="mt-4">
            <EmptyState title="No bookings yet">Booking requests will appear here.</EmptyState>
          </div>
        ) : (
          <ul className="mt-4 divide-y divide-border rounded-2xl border border-border bg-surface">
            {recentBookings.map((booking) => (
              <li
                key={booking.id}
                className="flex flex-wrap items-center justify-between gap-3 px-5 py-4"
              >
                <div>
                  <p className="font-semibold">
                    {booking.firstName} {booking.lastName}{' '}
                    <span className="font-mono text-sm font-normal text-muted-foreground">
                      {booking.bookingReference}
                    </span>
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {formatStay(booking)} · {describeVillas(booking)} ·{' '}
                    {formatUsd(booking.totalPrice)}
                  </p>
                </div>
                <BookingStatusBadge status={booking.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
