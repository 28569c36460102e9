import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../../lib/utils';

interface StepHeadingProps {
  id: string;
  /** Moves focus here when the step appears, so keyboard and screen-reader users land on it. */
  focusOnMount: boolean;
  className?: string;
  children: ReactNode;
}

/** The heading of a booking step. */
export function StepHeading({ id, focusOnMount, className, children }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h2
      id={id}
      ref={ref}
      tabIndex={-1}
      className={cn('scroll-mt-28 text-3xl font-semibold outline-none sm:text-4xl', className)}
    >
      {children}
    </h2>
  );
}
