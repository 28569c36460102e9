import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, NotebookPen } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminBooking, BookingNote } from '../../../shared/contract/admin';
import { nightsBetween } from '../../../shared/domain/dates';
import { formatUsd, formatUsdCents } from '../../../shared/domain/money';
import { failureMessage, notesQuery, setNoteResolved, staffKeys } from '../../lib/admin-api';
import { toast } from '../../lib/toast';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import {
  authorizationWarning,
  describeVillas,
  formatMoment,
  formatStay,
  notePriorityLabels,
} from './booking-format';
import { LoadFailure } from './load-failure';
import { BookingStatusBadge, PaymentStatusBadge } from './status-badges';
import { useFailureToast } from './use-failure-toast';

function Facts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** Every guest, stay and payment field of a booking, and its notes (spec sections 2-4). */
export function BookingDetailsDialog({
  booking,
  onClose,
  onAddNote,
}: {
  booking: AdminBooking | null;
  onClose: () => void;
  onAddNote: (booking: AdminBooking) => void;
}) {
  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      title={booking ? `${booking.firstName} ${booking.lastName}` : 'Booking'}
      description={booking ? `Booking ${booking.bookingReference}` : undefined}
      className="max-w-3xl"
    >
      {booking && <BookingDetails booking={booking} onAddNote={() => onAddNote(booking)} />}
    </Dialog>
  );
}

function BookingDetails({ booking, onAddNote }: { booking: AdminBooking; onAddNote: () => void }) {
  const warning = authorizationWarning(booking);
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap gap-2">
        <BookingStatusBadge status={booking.status} />
        <PaymentStatusBadge booking={booking} />
      </div>
      <Facts title="Guest">
        <Fact label="Name">
          {booking.firstName} {booking.lastName}
        </Fact>
        <Fact label="Email">
          <a className="text-primary underline" href={`mailto:${booking.email}`}>
            {booking.email}
          </a>
        </Fact>
        <Fact label="Phone">
          <a className="text-primary underline" href={`tel:${booking.phone}`}>
            {booking.phone}
          </a>
        </Fact>
        <Fact label="Guests">{booking.guests}</Fact>
        <Fact label="Special requests">{booking.specialRequests || 'None'}</Fact>
        {booking.villaPreferences && booking.villaPreferences.length > 0 && (
          <Fact label="Villa preferences">{booking.villaPreferences.join(', ')}</Fact>
        )}
      </Facts>
      <Facts title="Stay">
        <Fact label="Dates">{formatStay(booking)}</Fact>
        <Fact label="Nights">{nightsBetween(booking.startDate, booking.endDate)}</Fact>
        <Fact label="Villas">{describeVillas(booking)}</Fact>
        <Fact label="Total">{formatUsd(booking.totalPrice)}</Fact>
        <Fact label="Requested">{formatMoment(booking.createdAt)}</Fact>
        <Fact label="Decision">
          {booking.approvedAt
            ? `${booking.approved ? 'Approved' : 'Rejected'} ${formatMoment(booking.approvedAt)}`
            : 'Awaiting review'}
        </Fact>
      </Facts>
      <Facts title="Payment">
        <Fact label="Payment status">{booking.stripePaymentStatus ?? 'Initiated'}</Fact>
        <Fact label="Captured">{booking.stripeCaptured ? 'Yes' : 'No'}</Fact>
        <Fact label="Amount">
          {booking.stripePaymentAmount === null
            ? 'Not started'
            : formatUsdCents(booking.stripePaymentAmount)}
        </Fact>
        <Fact label="Payment reference">{booking.stripePaymentIntentId ?? 'None yet'}</Fact>
        {booking.authorizationExpiresAt && !booking.stripeCaptured && (
          <Fact label="Authorization expires">
            {formatMoment(booking.authorizationExpiresAt)}
            {warning && (
              <span className="mt-1 flex items-center gap-1.5 text-sm text-amber-900 dark:text-amber-200">
                <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
                {warning}
              </span>
            )}
          </Fact>
        )}
      </Facts>
      <BookingNotes bookingId={booking.id} onAddNote={onAddNote} />
    </div>
  );
}

/** The notes, fetched each time the dialog opens (spec section 7). */
function BookingNotes({ bookingId, onAddNote }: { bookingId: number; onAddNote: () => void }) {
  const notes = useQuery({ ...notesQuery(bookingId), refetchOnMount: 'always' });
  useFailureToast(notes.error, 'Failed to fetch booking notes');
  return (
    <section aria-labelledby={`notes-${bookingId}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3
          id={`notes-${bookingId}`}
          className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
        >
          Notes
        </h3>
        <Button variant="outline" size="sm" onClick={onAddNote}>
          <NotebookPen aria-hidden="true" />
          Add Note
        </Button>
      </div>
      <div className="mt-3">
        {notes.isPending ? (
          <Spinner label="Loading notes…" className="py-4" />
        ) : notes.isError ? (
          <LoadFailure message="The notes could not be loaded." onRetry={() => notes.refetch()} />
        ) : notes.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No notes yet.</p>
        ) : (
          <ul className="grid gap-3">
            {notes.data.map((note) => (
              <NoteItem key={note.id} note={note} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

const priorityTones = ['neutral', 'warning', 'danger'] as const;

function NoteItem({ note }: { note: BookingNote }) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => setNoteResolved(note.id, !note.resolved),
    onSuccess: (updated) => {
      toast({ title: updated.resolved ? 'Note resolved' : 'Note reopened' });
      return queryClient.invalidateQueries({ queryKey: staffKeys.notes(note.bookingId) });
    },
    onError: (error) =>
      toast({
        title: 'Update failed',
        description: failureMessage(error, 'Failed to update the note'),
        variant: 'destructive',
      }),
  });
  const priority = Math.min(Math.max(note.priority, 0), 2);
  return (
    <li
      className={`rounded-xl border border-border p-4 ${note.resolved ? 'bg-surface-muted' : 'bg-surface'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{note.category}</Badge>
        <Badge tone={priorityTones[priority]}>{notePriorityLabels[priority]}</Badge>
        {note.resolved && <Badge tone="success">Resolved</Badge>}
      </div>
      <p className="mt-2 whitespace-pre-line">{note.note}</p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
        <span>
          {note.adminUsername ?? 'Former staff'}, {formatMoment(note.createdAt)}
          {note.resolved &&
            note.resolvedAt &&
            ` · resolved by ${note.resolvedByUsername ?? 'former staff'}, ${formatMoment(note.resolvedAt)}`}
        </span>
        <Button
          variant="ghost"
          size="sm"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate()}
        >
          {note.resolved ? 'Reopen' : 'Mark resolved'}
        </Button>
      </div>
    </li>
  );
}
