import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** A small label for a state; every tone keeps 4.5:1 contrast in light and dark themes. */
export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      tone: {
        neutral: 'border-border bg-surface-muted text-foreground',
        success:
          'border-emerald-700/30 bg-emerald-50 text-emerald-800 dark:border-emerald-300/40 dark:bg-emerald-950 dark:text-emerald-200',
        warning:
          'border-amber-700/30 bg-amber-50 text-amber-900 dark:border-amber-300/40 dark:bg-amber-950 dark:text-amber-200',
        danger:
          'border-red-700/30 bg-red-50 text-red-800 dark:border-red-300/40 dark:bg-red-950 dark:text-red-200',
        info: 'border-sky-700/30 bg-sky-50 text-sky-900 dark:border-sky-300/40 dark:bg-sky-950 dark:text-sky-200',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export function Badge({
  className,
  tone,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
