import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/utils';

/** A spinner announced to assistive tech as a status with its label. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-3 text-muted-foreground', className)}
    >
      <Loader2 aria-hidden="true" className="size-6 motion-safe:animate-spin" />
      <span>{label}</span>
    </div>
  );
}
