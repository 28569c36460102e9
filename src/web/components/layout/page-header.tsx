import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

interface PageHeaderProps {
  /** The section id a same-page nav click scrolls to, e.g. `about` on /about. */
  id?: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The opening band of an inner page: eyebrow, the page's h1 and a short lead paragraph. */
export function PageHeader({ id, eyebrow, title, lead, children, className }: PageHeaderProps) {
  return (
    <section
      id={id}
      aria-labelledby={id ? `${id}-title` : undefined}
      className={cn('relative scroll-mt-20 overflow-hidden bg-surface-muted', className)}
    >
      <div aria-hidden="true" className="absolute inset-x-0 bottom-0 flex h-1">
        <span className="flex-1 bg-villa-turquoise" />
        <span className="flex-1 bg-villa-coral" />
        <span className="flex-1 bg-villa-green" />
        <span className="flex-1 bg-villa-yellow" />
      </div>
      <div className="mx-auto max-w-5xl px-5 py-16 text-center sm:px-8 md:py-24">
        <p className="text-xs font-semibold tracking-[0.25em] text-accent uppercase">{eyebrow}</p>
        <h1
          id={id ? `${id}-title` : undefined}
          className="mt-4 text-4xl leading-tight font-semibold text-foreground sm:text-5xl md:text-6xl"
        >
          {title}
        </h1>
        {lead && (
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">
            {lead}
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
