import type { AdminBooking } from '../../../shared/contract/admin';
import { Badge } from '../ui/badge';
import { paymentBadgeTones, statusBadge } from './booking-format';

export function BookingStatusBadge({ status }: { status: string }) {
  const { label, tone } = statusBadge(status);
  return <Badge tone={tone}>{label}</Badge>;
}

/** Only when a payment was started (spec section 4). */
export function PaymentStatusBadge({ booking }: { booking: Pick<AdminBooking, 'paymentBadge'> }) {
  if (!booking.paymentBadge) return null;
  return <Badge tone={paymentBadgeTones[booking.paymentBadge]}>{booking.paymentBadge}</Badge>;
}
