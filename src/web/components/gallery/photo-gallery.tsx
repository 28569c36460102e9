import { useRef, useState } from 'react';
import type { GalleryItem } from '../../../shared/content/gallery';
import { cn } from '../../lib/utils';
import { Photo } from '../media/photo';
import { GalleryViewer } from './gallery-viewer';

interface PhotoGalleryProps {
  items: readonly GalleryItem[];
  className?: string;
}

/** A grid of thumbnails, each opening the full-screen viewer on its image. */
export function PhotoGallery({ items, className }: PhotoGalleryProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const lastShownIndex = useRef(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);

  const show = (index: number) => {
    lastShownIndex.current = index;
    setOpenIndex(index);
  };

  return (
    <>
      <ul
        className={cn('grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4', className)}
      >
        {items.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              ref={(button) => {
                thumbnails.current[index] = button;
              }}
              onClick={() => show(index)}
              aria-label={item.title}
              aria-haspopup="dialog"
              className="group relative block w-full overflow-hidden rounded-2xl bg-surface-muted"
            >
              <Photo
                name={item.image}
                alt={item.alt}
                sizes="(min-width: 1152px) 272px, (min-width: 1024px) 24vw, (min-width: 768px) 32vw, 48vw"
                className="aspect-[3/2] w-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
              />
              <span className="absolute inset-x-0 bottom-0 bg-linear-to-t from-lagoon-900/90 via-lagoon-900/60 to-transparent px-3 pt-8 pb-2.5 text-left text-sm leading-snug font-semibold text-white opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100 motion-reduce:transition-none pointer-coarse:opacity-100">
                {item.title}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <GalleryViewer
        items={items}
        index={openIndex}
        onIndexChange={show}
        onClose={() => setOpenIndex(null)}
        onCloseAutoFocus={() => thumbnails.current[lastShownIndex.current]?.focus()}
      />
    </>
  );
}
