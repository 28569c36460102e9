import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants, type ButtonVariantProps } from './button';

interface SubmitButtonProps extends ButtonVariantProps {
  /** While true the button is disabled, spins and says `pendingLabel`. */
  pending: boolean;
  label: string;
  pendingLabel: string;
  icon: ReactNode;
  className?: string;
}

/** A form's submit button: its own icon when idle, a spinner and "…ing..." while it sends. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  icon,
  className,
  size = 'lg',
  variant,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending}
      className={buttonVariants({ size, variant, className })}
    >
      {pending ? <Loader2 aria-hidden="true" className="motion-safe:animate-spin" /> : icon}
      {pending ? pendingLabel : label}
    </button>
  );
}
