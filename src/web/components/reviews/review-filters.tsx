import { useId } from 'react';
import { cn } from '../../lib/utils';
import { Label } from '../ui/label';
import { Select } from '../ui/select';
import {
  reviewSortLabels,
  reviewSortOrders,
  reviewSourceFilters,
  reviewSourceLabels,
  type ReviewSortOrder,
  type ReviewSourceFilter,
} from './review-query';

interface ReviewFiltersProps {
  source: ReviewSourceFilter;
  sort: ReviewSortOrder;
  countFor: (source: ReviewSourceFilter) => number;
  onSourceChange: (source: ReviewSourceFilter) => void;
  onSortChange: (sort: ReviewSortOrder) => void;
}

export function ReviewFilters({
  source,
  sort,
  countFor,
  onSourceChange,
  onSortChange,
}: ReviewFiltersProps) {
  const sortId = useId();
  return (
    <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
      <div role="group" aria-labelledby={`${sortId}-source`}>
        <p id={`${sortId}-source`} className="text-sm font-medium">
          Source
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {reviewSourceFilters.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={source === option}
              onClick={() => onSourceChange(option)}
              className={cn(
                'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors duration-200 motion-reduce:transition-none',
                source === option
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-surface text-foreground hover:border-primary hover:text-primary',
              )}
            >
              {reviewSourceLabels[option]}{' '}
              <span className="text-xs opacity-80 tabular-nums">({countFor(option)})</span>
            </button>
          ))}
        </div>
      </div>
      <div className="grid gap-2 md:w-56">
        <Label htmlFor={sortId}>Sort by</Label>
        <Select
          id={sortId}
          value={sort}
          onChange={(event) => onSortChange(event.target.value as ReviewSortOrder)}
        >
          {reviewSortOrders.map((order) => (
            <option key={order} value={order}>
              {reviewSortLabels[order]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
