import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { Photo } from './photo';

interface PhotoHeroProps {
  /** The section id a same-page nav click scrolls to; the heading inside is `${id}-title`. */
  id?: string;
  photo: string;
  alt: string;
  children: ReactNode;
  className?: string;
}

/** An opening band on a full-bleed photo, darkened so light text reads on any image. */
export function PhotoHero({ id, photo, alt, children, className }: PhotoHeroProps) {
  return (
    <section
      id={id}
      aria-labelledby={id ? `${id}-title` : undefined}
      className={cn(
        'theme-deep relative isolate scroll-mt-20 overflow-hidden bg-deep text-deep-foreground',
        className,
      )}
    >
      <Photo
        name={photo}
        alt={alt}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-t from-lagoon-900/95 via-lagoon-900/75 to-lagoon-900/55"
      />
      {children}
    </section>
  );
}
