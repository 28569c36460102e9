import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeBookingStatus, decideBooking, failureMessage, staffKeys } from '../../lib/admin-api';
import { toast } from '../../lib/toast';

/** Every list that shows bookings is read again after a change (spec section 7). */
export function useRefreshBookings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffKeys.bookings }),
      queryClient.invalidateQueries({ queryKey: staffKeys.overview }),
    ]);
}

export type BookingAction = 'confirm' | 'cancel' | 'approve' | 'reject';

/** Runs one staff action on a booking, with the spec's toasts (section 8). */
export function useBookingAction() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: ({ bookingId, action }: { bookingId: number; action: BookingAction }) => {
      if (action === 'approve' || action === 'reject') {
        return decideBooking(bookingId, action === 'approve');
      }
      return changeBookingStatus(bookingId, action === 'confirm' ? 'confirmed' : 'cancelled');
    },
    onSuccess: (_booking, { action }) => {
      if (action === 'approve') {
        toast({ title: 'Booking Approved', description: 'The payment was captured.' });
      } else if (action === 'reject') {
        toast({
          title: 'Booking Rejected',
          description: 'The card authorization was cancelled.',
        });
      } else {
        toast({ title: 'Status updated' });
      }
    },
    onError: (error, { action }) => {
      const decision = action === 'approve' || action === 'reject';
      toast({
        title: decision ? 'Operation failed' : 'Update failed',
        description: failureMessage(
          error,
          decision ? 'Failed to update approval status' : 'Failed to update status',
        ),
        variant: 'destructive',
      });
    },
    // A refused move usually means someone else changed the booking: show the truth either way.
    onSettled: () => refresh(),
  });
}
