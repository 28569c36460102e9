import { useQuery } from '@tanstack/react-query';
import { Eye, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminBooking } from '../../../shared/contract/admin';
import { bookingStatuses, type BookingStatus } from '../../../shared/domain/booking-rules';
import { formatUsd } from '../../../shared/domain/money';
import { bookingsQuery } from '../../lib/admin-api';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Select } from '../ui/select';
import { Spinner } from '../ui/spinner';
import { AddNoteDialog } from './add-note-dialog';
import { BookingActionsMenu } from './booking-actions-menu';
import { BookingDetailsDialog } from './booking-details-dialog';
import { describeVillas, formatStay, statusLabels } from './booking-format';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { EmptyState, LoadFailure } from './load-failure';
import { BookingStatusBadge, PaymentStatusBadge } from './status-badges';
import { type BookingAction, useBookingAction } from './use-booking-actions';
import { useFailureToast } from './use-failure-toast';

/** The search waits for a pause in typing before asking the server. */
function useSettledValue(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Bookings: filter by status, search by name or reference, details, notes and actions. */
export function BookingsTab() {
  const id = useId();
  const [status, setStatus] = useState<BookingStatus | ''>('');
  // A staff e-mail links here with the booking's reference as `?q=`.
  const [params] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useSettledValue(search);
  const bookings = useQuery({
    ...bookingsQuery({ status: status || undefined, q }),
    placeholderData: (previous) => previous,
  });
  useFailureToast(bookings.error, 'Failed to fetch bookings');

  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [noteFor, setNoteFor] = useState<AdminBooking | null>(null);
  const [confirming, setConfirming] = useState<{
    booking: AdminBooking;
    action: 'reject' | 'cancel';
  } | null>(null);
  const action = useBookingAction();

  const run = (booking: AdminBooking, chosen: BookingAction) => {
    if (chosen === 'reject' || chosen === 'cancel') {
      setConfirming({ booking, action: chosen });
    } else {
      action.mutate({ bookingId: booking.id, action: chosen });
    }
  };
  const details = bookings.data?.find((booking) => booking.id === detailsId) ?? null;

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-search`}>Search by name or reference</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={`${id}-search`}
              type="search"
              className="pl-11"
              placeholder="e.g. Lovelace or BGV-7K2M9Q"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <Select
            id={`${id}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as BookingStatus | '')}
          >
            <option value="">All statuses</option>
            {bookingStatuses.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {bookings.isPending ? (
        <Spinner label="Loading bookings…" className="py-10" />
      ) : bookings.isError ? (
        <LoadFailure
          message="The bookings could not be loaded."
          onRetry={() => bookings.refetch()}
        />
      ) : bookings.data.length === 0 ? (
        <EmptyState title="No bookings found">
          {status || q ? 'Try another search or status.' : 'Booking requests will appear here.'}
        </EmptyState>
      ) : (
        <ul aria-label="Bookings" aria-busy={bookings.isFetching} className="grid gap-4">
          {bookings.data.map((booking) => (
            <li key={booking.id}>
              <BookingRow
                booking={booking}
                onDetails={() => setDetailsId(booking.id)}
                onAction={(chosen) => run(booking, chosen)}
                onAddNote={() => setNoteFor(booking)}
              />
            </li>
          ))}
        </ul>
      )}

      <BookingDetailsDialog
        booking={details}
        onClose={() => setDetailsId(null)}
        onAddNote={setNoteFor}
      />
      {/* A fresh form for each booking: a draft never moves to another guest's booking. */}
      <AddNoteDialog key={noteFor?.id ?? 0} booking={noteFor} onClose={() => setNoteFor(null)} />
      <ConfirmActionDialog
        pending={confirming}
        onClose={() => setConfirming(null)}
        onConfirm={(chosen) => {
          if (confirming) action.mutate({ bookingId: confirming.booking.id, action: chosen });
          setConfirming(null);
        }}
      />
    </div>
  );
}

function BookingRow({
  booking,
  onDetails,
  onAction,
  onAddNote,
}: {
  booking: AdminBooking;
  onDetails: () => void;
  onAction: (action: BookingAction) => void;
  onAddNote: () => void;
}) {
  const headingId = `booking-${booking.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl border border-border bg-surface p-5 lg:grid-cols-[1fr_auto] lg:items-center"
    >
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id={headingId} className="text-lg font-semibold">
            {booking.firstName} {booking.lastName}
          </h2>
          <span className="font-mono text-sm text-muted-foreground">
            {booking.bookingReference}
          </span>
        </div>
        <p className="text-sm text-muted-foreground">
          {formatStay(booking)} · {describeVillas(booking)} · {booking.guests}{' '}
          {booking.guests === 1 ? 'guest' : 'guests'}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{formatUsd(booking.totalPrice)}</span>
          <BookingStatusBadge status={booking.status} />
          <PaymentStatusBadge booking={booking} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onDetails}
          aria-label={`Details of booking ${booking.bookingReference}`}
        >
          <Eye aria-hidden="true" />
          Details
        </Button>
        <BookingActionsMenu booking={booking} onAction={onAction} onAddNote={onAddNote} />
      </div>
    </article>
  );
}
