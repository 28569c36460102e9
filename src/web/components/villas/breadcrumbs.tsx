import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { type Breadcrumb, breadcrumbListJsonLd } from '../../../shared/seo/breadcrumbs';
import { serializeJsonLd } from '../../../shared/seo/lodging-business';
import { cn } from '../../lib/utils';

interface BreadcrumbsProps {
  /** From the home page to the current page, which is the last crumb. */
  trail: readonly Breadcrumb[];
  /** `light` for text on a photo or the deep teal band. */
  tone?: 'default' | 'light';
  className?: string;
}

/** The visible trail and its BreadcrumbList structured data. */
export function Breadcrumbs({ trail, tone = 'default', className }: BreadcrumbsProps) {
  const light = tone === 'light';
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol
        className={cn(
          'flex flex-wrap items-center gap-1.5 text-sm',
          // On a photo the trail sits on its own dark glass so it reads on any image.
          light && 'w-fit rounded-full bg-lagoon-900/80 px-4 py-1.5 backdrop-blur-sm',
        )}
      >
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {index > 0 && (
                <ChevronRight
                  aria-hidden="true"
                  className={cn('size-4', light ? 'text-deep-muted' : 'text-muted-foreground')}
                />
              )}
              {current ? (
                <span
                  aria-current="page"
                  className={cn('font-medium', light ? 'text-deep-foreground' : 'text-foreground')}
                >
                  {crumb.name}
                </span>
              ) : (
                <Link
                  to={crumb.path}
                  className={cn(
                    'underline-offset-4 hover:underline',
                    light
                      ? 'text-deep-muted hover:text-deep-foreground'
                      : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbListJsonLd(trail)) }}
      />
    </nav>
  );
}
