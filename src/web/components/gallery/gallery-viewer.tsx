import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { GalleryItem } from '../../../shared/content/gallery';
import { Photo } from '../media/photo';

interface GalleryViewerProps {
  items: readonly GalleryItem[];
  /** The item shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes once the viewer has closed (the thumbnail of the last item shown). */
  onCloseAutoFocus: () => void;
}

const controlClass =
  'inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/25 motion-reduce:transition-none [&_svg]:size-6';

/** The full-screen viewer: cyclic arrows, Escape or a click beside the image closes it. */
export function GalleryViewer({
  items,
  index,
  onIndexChange,
  onClose,
  onCloseAutoFocus,
}: GalleryViewerProps) {
  const item = index === null ? undefined : items[index];
  const count = items.length;
  const step = (delta: number) => {
    if (index !== null) onIndexChange((index + delta + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  // The content fills the screen, so "outside the image" is anything but the image and controls.
  const onBackdropClick = (event: MouseEvent) => {
    if (!(event.target as Element).closest('img, button')) onClose();
  };

  return (
    <Dialog.Root open={item !== undefined} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-lagoon-900/95 motion-safe:transition-opacity motion-safe:duration-300 motion-safe:starting:opacity-0" />
        {item && index !== null && (
          <Dialog.Content
            onKeyDown={onKeyDown}
            onClick={onBackdropClick}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              onCloseAutoFocus();
            }}
            className="theme-deep fixed inset-0 z-[90] flex flex-col text-deep-foreground outline-none"
          >
            <div className="flex items-start justify-between gap-4 px-4 pt-4 sm:px-8 sm:pt-6">
              <div aria-live="polite" aria-atomic="true">
                <Dialog.Title className="font-serif text-xl font-semibold sm:text-2xl">
                  {item.title}
                </Dialog.Title>
                <Dialog.Description className="mt-1 text-sm text-deep-muted">
                  {index + 1} of {count}
                </Dialog.Description>
              </div>
              <Dialog.Close aria-label="Close" className={controlClass}>
                <X aria-hidden="true" />
              </Dialog.Close>
            </div>
            <div className="grid min-h-0 flex-1 grid-cols-2 items-center gap-4 px-3 py-4 sm:grid-cols-[auto_1fr_auto] sm:gap-6 sm:px-6">
              <figure className="col-span-2 flex min-w-0 justify-center sm:col-span-1 sm:col-start-2 sm:row-start-1">
                <Photo
                  key={item.id}
                  name={item.image}
                  alt={item.alt}
                  sizes="(min-width: 640px) calc(100vw - 12rem), 100vw"
                  priority
                  className="h-auto max-h-[calc(100dvh-12rem)] w-auto max-w-full rounded-xl object-contain shadow-2xl motion-safe:transition-opacity motion-safe:duration-300 motion-safe:starting:opacity-0"
                />
              </figure>
              <button
                type="button"
                aria-label="Previous image"
                onClick={() => step(-1)}
                className={`${controlClass} justify-self-end sm:col-start-1 sm:row-start-1`}
              >
                <ChevronLeft aria-hidden="true" />
              </button>
              <button
                type="button"
                aria-label="Next image"
                onClick={() => step(1)}
                className={`${controlClass} justify-self-start sm:col-start-3 sm:row-start-1`}
              >
                <ChevronRight aria-hidden="true" />
              </button>
            </div>
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
