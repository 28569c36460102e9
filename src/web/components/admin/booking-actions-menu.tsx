import { Check, CircleCheckBig, CircleX, Ban, MoreHorizontal, NotebookPen } from 'lucide-react';
import type { AdminBooking } from '../../../shared/contract/admin';
import { staffBookingActions } from '../../../shared/domain/booking-rules';
import { Button } from '../ui/button';
import { DropdownMenu, DropdownMenuItem, DropdownMenuSeparator } from '../ui/dropdown-menu';
import type { BookingAction } from './use-booking-actions';

interface BookingActionsMenuProps {
  booking: AdminBooking;
  onAction: (action: BookingAction) => void;
  onAddNote: () => void;
}

/** The row's actions, each enabled only when the server would allow it (spec section 4). */
export function BookingActionsMenu({ booking, onAction, onAddNote }: BookingActionsMenuProps) {
  const allowed = staffBookingActions(booking);
  return (
    <DropdownMenu
      trigger={
        <Button
          variant="outline"
          size="sm"
          aria-label={`Actions for booking ${booking.bookingReference}`}
        >
          <MoreHorizontal aria-hidden="true" />
          Actions
        </Button>
      }
    >
      <DropdownMenuItem disabled={!allowed.approve} onSelect={() => onAction('approve')}>
        <CircleCheckBig aria-hidden="true" />
        Approve
      </DropdownMenuItem>
      <DropdownMenuItem disabled={!allowed.reject} onSelect={() => onAction('reject')}>
        <CircleX aria-hidden="true" />
        Reject
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem disabled={!allowed.confirm} onSelect={() => onAction('confirm')}>
        <Check aria-hidden="true" />
        Confirm
      </DropdownMenuItem>
      <DropdownMenuItem disabled={!allowed.cancel} onSelect={() => onAction('cancel')}>
        <Ban aria-hidden="true" />
        Cancel
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={onAddNote}>
        <NotebookPen aria-hidden="true" />
        Add Note
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
