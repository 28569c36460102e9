import { property } from '../content/property';
import { addMonthsIso, type IsoDate } from './dates';

/** Booking statuses and the moves allowed between them (ARCHITECTURE section 4). */
export const bookingStatuses = [
  'pending',
  'confirmed',
  'rejected',
  'cancelled',
  'refunded',
  'no-show',
] as const;

export type BookingStatus = (typeof bookingStatuses)[number];

const allowedMoves: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'rejected', 'cancelled'],
  confirmed: ['cancelled', 'refunded', 'no-show'],
  rejected: [],
  cancelled: [],
  refunded: [],
  'no-show': [],
};

export function isFinalStatus(status: BookingStatus): boolean {
  return allowedMoves[status].length === 0;
}

export type StatusMove = { ok: true } | { ok: false; message: string };

/** Whether a booking may move from one status to another, with the reason when it may not. */
export function checkStatusMove(from: BookingStatus, to: BookingStatus): StatusMove {
  if (from === to) return { ok: false, message: `This booking is already ${to}.` };
  if (allowedMoves[from].includes(to)) return { ok: true };
  if (isFinalStatus(from)) {
    return { ok: false, message: `This booking is ${from} and can no longer be changed.` };
  }
  return { ok: false, message: `A ${from} booking cannot be changed to ${to}.` };
}

/** Minutes a new request holds its villas' nights while the guest authorizes the card. */
export const paymentHoldMinutes = 30;

export function holdExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + paymentHoldMinutes * 60_000);
}

export interface BlockingFacts {
  status: BookingStatus;
  /** True once the card authorization succeeded (the provider reports `requires_capture`). */
  paymentAuthorized: boolean;
  holdExpiresAt: Date | null;
}

/**
 * Whether a booking takes its villa-nights: a confirmed booking, a pending one whose card is
 * authorized, or a pending one still inside its payment hold.
 */
export function blocksNights(booking: BlockingFacts, now: Date): boolean {
  if (booking.status === 'confirmed') return true;
  if (booking.status !== 'pending') return false;
  if (booking.paymentAuthorized) return true;
  return booking.holdExpiresAt !== null && booking.holdExpiresAt.getTime() > now.getTime();
}

export type PaymentBadge = 'Paid' | 'Authorized' | 'Processing';

/** The staff list's payment badge (spec section 4); none when no payment was started. */
export function paymentBadge(payment: {
  stripePaymentIntentId: string | null;
  stripePaymentStatus: string | null;
  stripeCaptured: boolean;
}): PaymentBadge | null {
  if (!payment.stripePaymentIntentId) return null;
  if (payment.stripeCaptured) return 'Paid';
  if (payment.stripePaymentStatus === 'requires_capture') return 'Authorized';
  return 'Processing';
}

/** Which of the dashboard's booking actions apply (spec section 4, within the status moves). */
export function staffBookingActions(booking: { status: BookingStatus; stripeCaptured: boolean }) {
  const { status, stripeCaptured } = booking;
  const canMove = (to: BookingStatus) => checkStatusMove(status, to).ok;
  return {
    confirm: status === 'pending',
    cancel: status !== 'cancelled' && canMove('cancelled'),
    approve: status !== 'confirmed' && !stripeCaptured && canMove('confirmed'),
    reject: !['rejected', 'cancelled'].includes(status) && !stripeCaptured && canMove('rejected'),
  };
}

/** How far ahead guests can book, and how far ahead the public calendar shows taken nights. */
export const bookingHorizonMonths = 18;

/**
 * Date rules that depend on today (the schema checks the rest): no check-in in the past, none
 * beyond the booking horizon. Answers field messages keyed like the booking form.
 */
export function checkStayWindow(
  stay: { startDate: IsoDate },
  today: IsoDate,
): Partial<Record<'startDate', string>> {
  if (stay.startDate < today) return { startDate: 'Check-in date cannot be in the past' };
  if (stay.startDate > lastBookableDate(today)) {
    return {
      startDate: `Bookings open up to ${bookingHorizonMonths} months ahead; please choose an earlier check-in date`,
    };
  }
  return {};
}

/** The last check-in date guests can choose. */
export function lastBookableDate(today: IsoDate): IsoDate {
  return addMonthsIso(today, bookingHorizonMonths);
}

export type RefundTier = 'full' | 'partial' | 'none';

/**
 * Which refund the cancellation policy gives (ARCHITECTURE section 4): full at least 5 days
 * before check-in, partial (first night kept, half the rest refunded) 2-4 days before, none later.
 */
export function cancellationRefundTier(daysBeforeCheckIn: number): RefundTier {
  const terms = property.policies.cancellationTerms;
  if (daysBeforeCheckIn >= terms.fullRefundDaysBefore) return 'full';
  if (daysBeforeCheckIn >= terms.partialRefundDaysBefore) return 'partial';
  return 'none';
}
