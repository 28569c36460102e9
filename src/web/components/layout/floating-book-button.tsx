import { CalendarDays } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { bookingPath } from '../../../shared/content/site';
import { isSamePath } from '../../lib/nav';

/** The round "Book now" shortcut of small screens; pointless on the booking page itself. */
export function FloatingBookButton() {
  const { pathname } = useLocation();
  if (isSamePath(pathname, bookingPath)) return null;
  return (
    <Link
      to={bookingPath}
      className="fixed bottom-5 left-5 z-30 flex size-16 flex-col items-center justify-center gap-0.5 rounded-full bg-primary text-[11px] leading-none font-semibold text-primary-foreground shadow-xl shadow-lagoon-900/25 ring-4 ring-background/60 transition-colors hover:bg-primary-hover md:hidden"
    >
      <CalendarDays aria-hidden="true" className="size-5" />
      Book now
    </Link>
  );
}
