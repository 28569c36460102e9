import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** The look shared by text inputs, selects, textareas and the date picker's trigger. */
export const fieldClasses =
  'w-full rounded-xl border border-muted-foreground/60 bg-surface px-4 text-base text-foreground shadow-xs transition-colors duration-200 motion-reduce:transition-none placeholder:text-muted-foreground hover:border-foreground/70 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-700 dark:aria-[invalid=true]:border-red-300';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-12', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'min-h-28 py-3', className)} {...props} />;
}
