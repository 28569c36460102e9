import { cn } from '../../lib/utils';

/** The palm-and-sea mark from public/logo.svg; the brand name beside it names the link. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <img
      src="/logo.svg"
      alt=""
      width={40}
      height={40}
      className={cn('size-10 shrink-0', className)}
    />
  );
}
