import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';

/** What a tab shows in place of data it could not load, with a way to try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="grid justify-items-center gap-4 rounded-2xl border border-border bg-surface p-8 text-center">
      <p className="font-medium">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

/** An honest "nothing here yet". */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-border bg-surface p-8 text-center">
      <p className="font-semibold">{title}</p>
      {children && <p className="mt-2 text-sm text-muted-foreground">{children}</p>}
    </div>
  );
}
