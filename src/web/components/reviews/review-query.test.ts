import { describe, expect, it } from 'vitest';
import { reviews, type Review } from '../../../shared/content/reviews';
import {
  averageRating,
  countBySource,
  defaultReviewQuery,
  parseReviewQuery,
  ratingDistribution,
  reviewQuerySearchParams,
  selectReviews,
} from './review-query';

const review = (id: number, rating: Review['rating'], date: string, source: Review['source']) =>
  ({ id, rating, date, source, name: `Guest ${id}` }) as Review;

const sample = [
  review(1, 4, '2026-01-10', 'google'),
  review(2, 5, '2025-06-01', 'direct'),
  review(3, 3, '2026-03-02', 'google'),
  review(4, 5, '2026-02-20', 'verified'),
];

const ids = (list: Review[]) => list.map((item) => item.id);

describe('parseReviewQuery', () => {
  it('reads source, sort and rating', () => {
    expect(parseReviewQuery(new URLSearchParams('source=google&sort=lowest&rating=4'))).toEqual({
      source: 'google',
      sort: 'lowest',
      rating: 4,
    });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(parseReviewQuery(new URLSearchParams())).toEqual(defaultReviewQuery);
    expect(parseReviewQuery(new URLSearchParams('source=facebook&sort=random&rating=6'))).toEqual(
      defaultReviewQuery,
    );
    expect(parseReviewQuery(new URLSearchParams('rating=4.5')).rating).toBeNull();
  });

  it('round-trips through the query string, leaving defaults out', () => {
    expect(reviewQuerySearchParams(defaultReviewQuery).toString()).toBe('');
    const query = { source: 'tripadvisor', sort: 'highest', rating: 5 } as const;
    const params = reviewQuerySearchParams(query);
    expect(params.toString()).toBe('source=tripadvisor&rating=5&sort=highest');
    expect(parseReviewQuery(params)).toEqual(query);
  });
});

describe('selectReviews', () => {
  it('sorts newest first by default', () => {
    expect(ids(selectReviews(sample, defaultReviewQuery))).toEqual([3, 4, 1, 2]);
  });

  it('sorts by rating, newest first among equal ratings', () => {
    expect(ids(selectReviews(sample, { ...defaultReviewQuery, sort: 'highest' }))).toEqual([
      4, 2, 1, 3,
    ]);
    expect(ids(selectReviews(sample, { ...defaultReviewQuery, sort: 'lowest' }))).toEqual([
      3, 1, 4, 2,
    ]);
  });

  it('filters by source and by rating, together', () => {
    expect(ids(selectReviews(sample, { ...defaultReviewQuery, source: 'google' }))).toEqual([3, 1]);
    expect(ids(selectReviews(sample, { ...defaultReviewQuery, rating: 5 }))).toEqual([4, 2]);
    expect(selectReviews(sample, { source: 'direct', sort: 'newest', rating: 4 })).toEqual([]);
  });

  it('leaves its input alone', () => {
    const before = ids(sample);
    selectReviews(sample, { ...defaultReviewQuery, sort: 'lowest' });
    expect(ids(sample)).toEqual(before);
  });
});

describe('summary figures', () => {
  it('averages to one decimal', () => {
    expect(averageRating(sample)).toBe(4.3);
    expect(averageRating([])).toBe(0);
  });

  it('counts each star rating from five to one', () => {
    expect(ratingDistribution(sample)).toEqual([
      { rating: 5, count: 2 },
      { rating: 4, count: 1 },
      { rating: 3, count: 1 },
      { rating: 2, count: 0 },
      { rating: 1, count: 0 },
    ]);
  });

  it('counts reviews per source', () => {
    expect(countBySource(sample, 'all')).toBe(4);
    expect(countBySource(sample, 'google')).toBe(2);
    expect(countBySource(sample, 'tripadvisor')).toBe(0);
  });

  it('gives the site content its figures: 4.6 from 12 reviews', () => {
    expect(averageRating(reviews)).toBe(4.6);
    const total = ratingDistribution(reviews).reduce((sum, row) => sum + row.count, 0);
    expect(total).toBe(reviews.length);
  });
});
