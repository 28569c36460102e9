import { Star } from 'lucide-react';
import { cn } from '../../lib/utils';

interface RatingStarsProps {
  /** Stars out of five; a fraction rounds to the nearest whole star. */
  rating: number;
  /** What a screen reader hears instead of five separate stars. */
  label: string;
  className?: string;
}

export function RatingStars({ rating, label, className }: RatingStarsProps) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={label} className={cn('inline-flex gap-0.5', className)}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn(
            'size-4',
            index < filled ? 'fill-villa-yellow text-villa-yellow' : 'text-muted-foreground/50',
          )}
        />
      ))}
    </span>
  );
}
