import type { AdminBooking } from '../../../shared/contract/admin';
import { formatUsd } from '../../../shared/domain/money';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import type { BookingAction } from './use-booking-actions';

const wording: Record<'reject' | 'cancel', { title: string; confirm: string; effect: string }> = {
  reject: {
    title: 'Reject this booking request?',
    confirm: 'Reject booking',
    effect: 'The card authorization is released and the nights go back on sale.',
  },
  cancel: {
    title: 'Cancel this booking?',
    confirm: 'Cancel booking',
    effect:
      'The nights go back on sale. An authorized card is released; a captured payment stays captured until you refund it with the payment provider.',
  },
};

/** Reject and Cancel cannot be undone, so they are asked once more. */
export function ConfirmActionDialog({
  pending,
  onConfirm,
  onClose,
}: {
  pending: { booking: AdminBooking; action: 'reject' | 'cancel' } | null;
  onConfirm: (action: BookingAction) => void;
  onClose: () => void;
}) {
  const text = pending ? wording[pending.action] : wording.reject;
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => !open && onClose()}
      title={text.title}
      description={
        pending
          ? `${pending.booking.firstName} ${pending.booking.lastName}, ${pending.booking.bookingReference}, ${formatUsd(pending.booking.totalPrice)}`
          : undefined
      }
      className="max-w-md"
    >
      <p>{text.effect}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          Keep booking
        </Button>
        <Button
          className="bg-red-700 text-white hover:bg-red-800"
          onClick={() => pending && onConfirm(pending.action)}
        >
          {text.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
