import { useEffect } from 'react';
import { failureMessage } from '../../lib/admin-api';
import { toast } from '../../lib/toast';

/** A destructive toast each time a read fails (spec section 8: "Failed to fetch bookings" …). */
export function useFailureToast(error: Error | null, title: string) {
  useEffect(() => {
    if (!error) return;
    toast({
      title,
      description: failureMessage(error, 'Please try again.'),
      variant: 'destructive',
    });
  }, [error, title]);
}
