import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** A native checkbox in the brand colour. */
export function Checkbox({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type="checkbox"
      className={cn('size-5 shrink-0 cursor-pointer accent-primary', className)}
      {...props}
    />
  );
}
