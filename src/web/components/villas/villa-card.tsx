import { Check, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { Villa } from '../../../shared/content/villas';
import { formatUsd } from '../../../shared/domain/money';
import { cn } from '../../lib/utils';
import { villaAccent } from '../../lib/villa-colors';
import { Photo } from '../media/photo';
import { buttonVariants } from '../ui/button';

/** A villa on the list: photo, capacity, description, its first four features and the rate. */
export function VillaCard({ villa }: { villa: Villa }) {
  const titleId = `villa-${villa.slug}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-3xl border border-border bg-surface shadow-sm"
    >
      <div className="relative">
        <Photo
          name={villa.image.name}
          alt={villa.image.alt}
          sizes="(min-width: 1152px) 540px, (min-width: 768px) 46vw, 100vw"
          className="aspect-[3/2] w-full object-cover"
        />
        <span
          aria-hidden="true"
          className={cn('absolute inset-x-0 bottom-0 h-1.5', villaAccent[villa.color].swatch)}
        />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 id={titleId} className="text-3xl font-semibold">
            {villa.name}
          </h3>
          <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
            <Users aria-hidden="true" className="size-4" />
            {villa.capacityText}
          </p>
        </div>
        <p className="mt-4 leading-relaxed text-muted-foreground">{villa.description}</p>
        <ul className="mt-6 grid gap-2 text-sm sm:grid-cols-2">
          {villa.features.slice(0, 4).map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-1 flex-wrap items-end justify-between gap-4">
          <p>
            <span className="font-serif text-3xl font-semibold">
              {formatUsd(villa.nightlyRate)}
            </span>{' '}
            <span className="text-sm text-muted-foreground">per night</span>
          </p>
          <Link
            to={`/property/${villa.slug}`}
            aria-describedby={titleId}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            View Details
          </Link>
        </div>
      </div>
    </article>
  );
}
