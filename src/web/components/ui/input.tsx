import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/**
 * The look shared by text inputs, text areas and selects. The border is dark enough to read as
 * a field (3:1 against the page), and an invalid field turns red.
 */
export const fieldControlClass =
  'w-full rounded-xl border border-muted-foreground/70 bg-surface px-4 text-base text-foreground shadow-xs transition-colors duration-200 motion-reduce:transition-none placeholder:text-muted-foreground hover:border-foreground/70 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-700 dark:aria-invalid:border-red-300';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldControlClass, 'h-12', className)} {...props} />;
}
