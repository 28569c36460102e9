import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import {
  defaultReviewQuery,
  parseReviewQuery,
  reviewQuerySearchParams,
  type ReviewQuery,
} from './review-query';

const noSubscription = () => () => {};

/**
 * The visitor's filter and sort choice, kept in the address (`?source=google&sort=lowest`).
 * The prerendered page shows the default list, so hydration renders that too; the choice in
 * the address applies right after.
 */
export function useReviewQuery(): [ReviewQuery, (next: ReviewQuery) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const query = hydrated ? parseReviewQuery(searchParams) : defaultReviewQuery;
  const setQuery = (next: ReviewQuery) =>
    setSearchParams(reviewQuerySearchParams(next), { replace: true, preventScrollReset: true });
  return [query, setQuery];
}
