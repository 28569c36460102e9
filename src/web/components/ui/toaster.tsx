import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../../lib/utils';
import { dismissToast, useToasts } from '../../lib/toast';
import { toastTiming } from '../../lib/timing';

/**
 * The one notification region of the app. Radix gives it the F8 hotkey, swipe-to-dismiss and a
 * polite live region; the list itself comes from `lib/toast`.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={toastTiming.durationMs}
      swipeDirection="right"
      swipeThreshold={toastTiming.swipeThresholdPx}
    >
      {toasts.map(({ id, title, description, variant, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            'motion-safe:data-[state=open]:animate-[toast-in_200ms_var(--ease-out-soft)] motion-safe:data-[swipe=cancel]:transition-transform',
            'data-[state=closed]:hidden',
            variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-border bg-surface text-foreground',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description && (
              <ToastPrimitive.Description
                className={cn(
                  'text-sm',
                  variant === 'destructive' ? 'text-white' : 'text-muted-foreground',
                )}
              >
                {description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-3 right-3 rounded-full p-1 opacity-80 hover:opacity-100 focus-visible:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none md:top-auto md:right-auto md:bottom-0 md:left-0 md:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
