import { SearchX } from 'lucide-react';
import { buttonVariants } from '../ui/button';

export function NoReviewsFound({ onShowAll }: { onShowAll: () => void }) {
  return (
    <div className="rounded-3xl border border-dashed border-border bg-surface px-6 py-16 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
      <h3 className="mt-4 text-2xl font-semibold">No Reviews Found</h3>
      <p className="mx-auto mt-3 max-w-md leading-relaxed text-muted-foreground">
        There are no reviews matching your current filter. Try changing your filter options.
      </p>
      <button
        type="button"
        onClick={onShowAll}
        className={buttonVariants({ variant: 'outline', className: 'mt-6' })}
      >
        Show all reviews
      </button>
    </div>
  );
}
