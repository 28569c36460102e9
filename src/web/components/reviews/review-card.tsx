import { BadgeCheck, MessageSquareReply } from 'lucide-react';
import type { Review } from '../../../shared/content/reviews';
import { RatingStars } from './rating-stars';
import { reviewSourceDescriptions } from './review-query';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const longDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function ReviewCard({ review }: { review: Review }) {
  const titleId = `review-${review.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-3xl border border-border bg-surface p-6 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RatingStars rating={review.rating} label={`Rated ${review.rating} out of 5`} />
        <time dateTime={review.date} className="text-sm text-muted-foreground">
          {dateFormat.format(new Date(review.date))}
        </time>
      </div>
      <h3 id={titleId} className="mt-4 text-xl font-semibold">
        {review.title}
      </h3>
      <p className="mt-3 leading-relaxed text-muted-foreground">{review.text}</p>

      <footer className="mt-6 border-t border-border pt-5 text-sm">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-semibold text-foreground">{review.name}</span>
          {review.verified && (
            <span className="inline-flex items-center gap-1 text-primary">
              <BadgeCheck aria-hidden="true" className="size-4" />
              Verified stay
            </span>
          )}
        </p>
        <p className="mt-1 text-muted-foreground">{review.stay}</p>
        <p className="mt-1 text-muted-foreground">{reviewSourceDescriptions[review.source]}</p>
      </footer>

      {review.response && (
        <div className="mt-6 rounded-2xl border-l-4 border-primary bg-surface-muted p-5 text-sm">
          <p className="flex items-center gap-2 font-semibold text-foreground">
            <MessageSquareReply aria-hidden="true" className="size-4 text-primary" />
            Response from {review.response.name}
          </p>
          <p className="mt-2 leading-relaxed text-muted-foreground">{review.response.text}</p>
          <p className="mt-2 text-muted-foreground">
            <time dateTime={review.response.date}>
              {longDateFormat.format(new Date(review.response.date))}
            </time>
          </p>
        </div>
      )}
    </article>
  );
}
