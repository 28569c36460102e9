import { useQueryClient } from '@tanstack/react-query';
import { staffKeys } from '../../lib/admin-api';
import { takenStaysQuery } from '../../lib/booking-api';

/**
 * After staff change which nights are held (a block, an import): the staff calendar, the
 * Overview's conflict count and the booking page's taken nights are read again.
 */
export function useRefreshNights() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffKeys.calendar }),
      queryClient.invalidateQueries({ queryKey: staffKeys.overview }),
      queryClient.invalidateQueries({ queryKey: takenStaysQuery.queryKey }),
    ]);
}
