import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ComponentProps, useEffect, useRef } from 'react';
import { type ChevronProps, type DayButtonProps, DayPicker } from 'react-day-picker';
import { cn } from '../../lib/utils';

function CalendarChevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon aria-hidden="true" className={cn('size-5', className)} />;
}

/**
 * DayPicker's own day button, except that taking focus never scrolls the page: the calendar
 * opens in a popover that is still being positioned when its day takes focus.
 */
function CalendarDayButton({ day: _day, modifiers, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus({ preventScroll: true });
  }, [modifiers.focused]);
  return <button ref={ref} {...props} />;
}

const navButton =
  'inline-flex size-10 items-center justify-center rounded-full text-foreground transition-colors hover:bg-surface-muted motion-reduce:transition-none aria-disabled:pointer-events-none aria-disabled:opacity-40';

/** A month calendar (react-day-picker) in the site's look; keyboard navigation skips disabled days. */
export function Calendar({
  className,
  classNames,
  components,
  ...props
}: ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      className={cn('relative', className)}
      classNames={{
        months: 'flex flex-col',
        month: 'space-y-2',
        nav: 'absolute inset-x-0 top-0 z-10 flex items-center justify-between',
        button_previous: navButton,
        button_next: navButton,
        month_caption: 'flex h-10 items-center justify-center',
        caption_label: 'font-serif text-base font-semibold',
        month_grid: 'border-collapse',
        weekday: 'h-8 w-11 text-xs font-medium text-muted-foreground',
        day: 'p-0 text-center',
        day_button:
          'inline-flex size-11 items-center justify-center rounded-full text-sm text-foreground transition-colors hover:bg-surface-muted motion-reduce:transition-none disabled:cursor-not-allowed disabled:text-muted-foreground disabled:line-through disabled:opacity-70 disabled:hover:bg-transparent',
        today: '[&>button]:font-bold [&>button]:underline [&>button]:underline-offset-4',
        selected:
          '[&>button]:bg-primary [&>button]:font-semibold [&>button]:text-primary-foreground [&>button]:hover:bg-primary-hover',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{ Chevron: CalendarChevron, DayButton: CalendarDayButton, ...components }}
      {...props}
    />
  );
}
