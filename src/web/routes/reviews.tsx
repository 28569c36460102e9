import { property } from '../../shared/content/property';
import { reviews } from '../../shared/content/reviews';
import { PageHeader } from '../components/layout/page-header';
import { NoReviewsFound } from '../components/reviews/no-reviews-found';
import { RatingSummary } from '../components/reviews/rating-summary';
import { ReviewCard } from '../components/reviews/review-card';
import { ReviewFilters } from '../components/reviews/review-filters';
import {
  averageRating,
  countBySource,
  defaultReviewQuery,
  ratingDistribution,
  selectReviews,
} from '../components/reviews/review-query';
import { ShareExperience } from '../components/reviews/share-experience';
import { useReviewQuery } from '../components/reviews/use-review-query';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/reviews';

const average = averageRating(reviews);
const distribution = ratingDistribution(reviews);

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Guest Reviews',
    description: `Guests rate ${property.name} ${average.toFixed(1)} out of 5. Read what families, couples and groups say about their stay in ${property.location.locality}, Grand Bahama.`,
    path: '/reviews',
  });

export default function Reviews() {
  const [query, setQuery] = useReviewQuery();
  const shown = selectReviews(reviews, query);
  return (
    <>
      <PageHeader
        id="reviews"
        eyebrow="Guest reviews"
        title="What Our Guests Say"
        lead="Families, couples and friends on their days in our garden, in their own words, with our replies."
      />

      <section aria-labelledby="rating-breakdown-title">
        <div className="mx-auto max-w-6xl px-5 pt-16 sm:px-8 md:pt-20">
          <RatingSummary
            average={average}
            total={reviews.length}
            distribution={distribution}
            selectedRating={query.rating}
            onSelectRating={(rating) => setQuery({ ...query, rating })}
          />
        </div>
      </section>

      <section aria-labelledby="all-reviews-title">
        <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 md:py-20">
          <h2 id="all-reviews-title" className="text-3xl font-semibold sm:text-4xl">
            Read the reviews
          </h2>
          <div className="mt-8">
            <ReviewFilters
              source={query.source}
              sort={query.sort}
              countFor={(source) => countBySource(reviews, source)}
              onSourceChange={(source) => setQuery({ ...query, source })}
              onSortChange={(sort) => setQuery({ ...query, sort })}
            />
          </div>
          <p role="status" className="mt-8 text-sm text-muted-foreground">
            Showing {shown.length} of {reviews.length} reviews
            {query.rating !== null && ` rated ${query.rating} out of 5`}
          </p>
          {shown.length === 0 ? (
            <div className="mt-6">
              <NoReviewsFound onShowAll={() => setQuery(defaultReviewQuery)} />
            </div>
          ) : (
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {shown.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <ShareExperience />
    </>
  );
}
