import { format, parseISO } from 'date-fns';
import type { AdminBooking } from '../../../shared/contract/admin';
import { villaById } from '../../../shared/content/villas';
import type { BookingStatus, PaymentBadge } from '../../../shared/domain/booking-rules';
import type { BadgeTone } from '../ui/badge';
import { formatStayDate } from '../booking/format';

/** A moment as staff read it, in their browser's time zone, e.g. "3 Mar 2027, 14:05". */
export function formatMoment(iso: string): string {
  return format(parseISO(iso), 'd MMM yyyy, HH:mm');
}

export function formatStay(booking: Pick<AdminBooking, 'startDate' | 'endDate'>): string {
  return `${formatStayDate(booking.startDate)} – ${formatStayDate(booking.endDate)}`;
}

/** "Entire complex", or the villas' names. */
export function describeVillas(
  booking: Pick<AdminBooking, 'isEntireComplex' | 'villaIds'>,
): string {
  if (booking.isEntireComplex) return 'Entire complex';
  return booking.villaIds.map((id) => villaById(id)?.name ?? `Villa ${id}`).join(', ');
}

export const statusLabels: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  'no-show': 'No-show',
};

/** Any status the client does not know gets a neutral badge (spec section 4). */
export function statusBadge(status: string): { label: string; tone: BadgeTone } {
  const tones: Partial<Record<string, BadgeTone>> = {
    pending: 'warning',
    confirmed: 'success',
    rejected: 'danger',
    cancelled: 'danger',
    refunded: 'info',
  };
  return {
    label: statusLabels[status as BookingStatus] ?? status,
    tone: tones[status] ?? 'neutral',
  };
}

export const paymentBadgeTones: Record<PaymentBadge, BadgeTone> = {
  Paid: 'success',
  Authorized: 'info',
  Processing: 'neutral',
};

/** Hours left before a moment; negative once it has passed. */
export function hoursUntil(iso: string, now: Date = new Date()): number {
  return (parseISO(iso).getTime() - now.getTime()) / 3_600_000;
}

export const authorizationWarningHours = 48;

/**
 * The warning staff see when an uncaptured card authorization lapses within 48 hours (after
 * that the money can no longer be captured), or none.
 */
export function authorizationWarning(
  booking: Pick<AdminBooking, 'authorizationExpiresAt' | 'stripeCaptured'>,
  now: Date = new Date(),
): string | null {
  if (!booking.authorizationExpiresAt || booking.stripeCaptured) return null;
  const hoursLeft = hoursUntil(booking.authorizationExpiresAt, now);
  if (hoursLeft <= 0) return 'The authorization has expired.';
  if (hoursLeft < authorizationWarningHours) {
    return `Expires in under ${authorizationWarningHours} hours: approve or reject soon.`;
  }
  return null;
}

export const notePriorityLabels = ['Normal', 'High', 'Urgent'] as const;
