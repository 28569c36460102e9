import { heightForWidth, photoShape, photoSrcSet, photoUrl } from './photo-variants';

interface PhotoProps {
  /** The image name of the content, e.g. `villa-agave` (see `media/photos`). */
  name: string;
  alt: string;
  /** The width the image is shown at, so the browser picks the right file from the set. */
  sizes: string;
  /** For images in view on arrival (heroes): fetched first, never lazily. */
  priority?: boolean;
  /** Classes of the `<img>`; the `<picture>` around it generates no box of its own. */
  className?: string;
}

/** A photo from the build's sets: AVIF where supported, else WebP, with its intrinsic size. */
export function Photo({ name, alt, sizes, priority = false, className }: PhotoProps) {
  const shape = photoShape(name);
  const largestWidth = shape.widths.at(-1) ?? 0;
  const fallbackWidth = shape.widths[1] ?? largestWidth;
  return (
    // No box for the picture, nor for its source (not hidden by default): in a grid or flex
    // layout the image itself is the item.
    <picture className="contents [&>source]:hidden">
      <source type="image/avif" srcSet={photoSrcSet(name, 'avif')} sizes={sizes} />
      <img
        src={photoUrl(name, fallbackWidth, 'webp')}
        srcSet={photoSrcSet(name, 'webp')}
        alt={alt}
        width={largestWidth}
        height={heightForWidth(shape, largestWidth)}
        sizes={sizes}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        className={className}
      />
    </picture>
  );
}
