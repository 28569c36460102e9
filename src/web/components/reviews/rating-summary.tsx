import { cn } from '../../lib/utils';
import { RatingStars } from './rating-stars';
import type { StarRating } from './review-query';

interface RatingSummaryProps {
  average: number;
  total: number;
  distribution: readonly { rating: StarRating; count: number }[];
  /** The rating the list is narrowed to, if any. */
  selectedRating: StarRating | null;
  onSelectRating: (rating: StarRating | null) => void;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The average score and the five-to-one star breakdown, whose rows narrow the list. */
export function RatingSummary({
  average,
  total,
  distribution,
  selectedRating,
  onSelectRating,
}: RatingSummaryProps) {
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
      <div className="flex flex-col items-center justify-center rounded-3xl border border-border bg-surface p-8 text-center">
        <p className="text-xs font-semibold tracking-[0.25em] text-accent uppercase">
          Average rating
        </p>
        <p className="mt-3 font-serif text-6xl font-semibold text-foreground">
          {average.toFixed(1)}
          <span className="font-sans text-lg font-normal text-muted-foreground"> / 5</span>
        </p>
        <RatingStars
          rating={average}
          label={`Average rating ${average.toFixed(1)} out of 5`}
          className="mt-4 [&_svg]:size-6"
        />
        <p className="mt-3 text-sm text-muted-foreground">
          Based on {plural(total, 'review', 'reviews')}
        </p>
      </div>

      <div className="rounded-3xl border border-border bg-surface p-6 sm:p-8">
        <h2 id="rating-breakdown-title" className="text-2xl font-semibold">
          Rating breakdown
        </h2>
        <p id="rating-breakdown-hint" className="mt-2 text-sm text-muted-foreground">
          Choose a rating to read only those reviews; choose it again to show all.
        </p>
        <ul
          aria-labelledby="rating-breakdown-title"
          aria-describedby="rating-breakdown-hint"
          className="mt-5 grid gap-1"
        >
          {distribution.map(({ rating, count }) => {
            const share = total === 0 ? 0 : (count / total) * 100;
            const selected = selectedRating === rating;
            return (
              <li key={rating}>
                <button
                  type="button"
                  aria-pressed={selected}
                  aria-label={`${plural(rating, 'star', 'stars')}: ${plural(count, 'review', 'reviews')}`}
                  onClick={() => onSelectRating(selected ? null : rating)}
                  className={cn(
                    'grid w-full grid-cols-[4.5rem_1fr_2rem] items-center gap-3 rounded-xl px-3 py-2 text-sm transition-colors duration-200 motion-reduce:transition-none hover:bg-surface-muted',
                    selected && 'bg-surface-muted ring-2 ring-primary',
                  )}
                >
                  <span className="text-left font-medium">{plural(rating, 'star', 'stars')}</span>
                  <span
                    aria-hidden="true"
                    className="h-2.5 overflow-hidden rounded-full bg-surface-muted"
                  >
                    <span
                      className="block h-full rounded-full bg-villa-yellow"
                      style={{ width: `${share}%` }}
                    />
                  </span>
                  <span className="text-right text-muted-foreground tabular-nums">{count}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
