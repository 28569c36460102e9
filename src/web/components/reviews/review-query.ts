import type { Review, ReviewSource } from '../../../shared/content/reviews';

export const reviewSourceFilters = ['all', 'verified', 'google', 'tripadvisor', 'direct'] as const;
export type ReviewSourceFilter = (typeof reviewSourceFilters)[number];

export const reviewSortOrders = ['newest', 'highest', 'lowest'] as const;
export type ReviewSortOrder = (typeof reviewSortOrders)[number];

export type StarRating = Review['rating'];
export const starRatings: readonly StarRating[] = [5, 4, 3, 2, 1];

export const reviewSourceLabels: Record<ReviewSourceFilter, string> = {
  all: 'All',
  verified: 'Verified',
  google: 'Google',
  tripadvisor: 'TripAdvisor',
  direct: 'Direct',
};

/** How a card names where its review was written. */
export const reviewSourceDescriptions: Record<ReviewSource, string> = {
  verified: 'Verified guest review',
  google: 'Posted on Google',
  tripadvisor: 'Posted on TripAdvisor',
  direct: 'Direct review',
};

export const reviewSortLabels: Record<ReviewSortOrder, string> = {
  newest: 'Newest first',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
};

/** What the visitor chose to see; it lives in the page's query string so it can be shared. */
export interface ReviewQuery {
  source: ReviewSourceFilter;
  sort: ReviewSortOrder;
  /** Only reviews with this many stars, chosen from the rating breakdown. */
  rating: StarRating | null;
}

export const defaultReviewQuery: ReviewQuery = { source: 'all', sort: 'newest', rating: null };

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  values.includes(value as T);

/** Reads `?source=&sort=&rating=`; anything unknown falls back to the default. */
export function parseReviewQuery(params: URLSearchParams): ReviewQuery {
  const source = params.get('source');
  const sort = params.get('sort');
  const rating = Number(params.get('rating'));
  return {
    source: isOneOf(reviewSourceFilters, source) ? source : defaultReviewQuery.source,
    sort: isOneOf(reviewSortOrders, sort) ? sort : defaultReviewQuery.sort,
    rating: starRatings.find((stars) => stars === rating) ?? null,
  };
}

/** The query string of a choice, leaving defaults out so the plain page keeps a plain address. */
export function reviewQuerySearchParams(query: ReviewQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.source !== defaultReviewQuery.source) params.set('source', query.source);
  if (query.rating !== null) params.set('rating', String(query.rating));
  if (query.sort !== defaultReviewQuery.sort) params.set('sort', query.sort);
  return params;
}

const newestFirst = (a: Review, b: Review) => b.date.localeCompare(a.date) || b.id - a.id;

const comparators: Record<ReviewSortOrder, (a: Review, b: Review) => number> = {
  newest: newestFirst,
  highest: (a, b) => b.rating - a.rating || newestFirst(a, b),
  lowest: (a, b) => a.rating - b.rating || newestFirst(a, b),
};

/** The reviews to show for a query, in its order; equal ratings show the newest first. */
export function selectReviews(reviews: readonly Review[], query: ReviewQuery): Review[] {
  return reviews
    .filter((review) => query.source === 'all' || review.source === query.source)
    .filter((review) => query.rating === null || review.rating === query.rating)
    .sort(comparators[query.sort]);
}

/** The mean rating, rounded to one decimal. */
export function averageRating(reviews: readonly Review[]): number {
  if (reviews.length === 0) return 0;
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return Math.round((total / reviews.length) * 10) / 10;
}

/** How many reviews gave each number of stars, from five down to one. */
export function ratingDistribution(
  reviews: readonly Review[],
): { rating: StarRating; count: number }[] {
  return starRatings.map((rating) => ({
    rating,
    count: reviews.filter((review) => review.rating === rating).length,
  }));
}

export function countBySource(reviews: readonly Review[], source: ReviewSourceFilter): number {
  return source === 'all'
    ? reviews.length
    : reviews.filter((review) => review.source === source).length;
}
