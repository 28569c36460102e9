import { galleryItems } from '../../shared/content/gallery';
import { property } from '../../shared/content/property';
import { bookingPath } from '../../shared/content/site';
import { PhotoGallery } from '../components/gallery/photo-gallery';
import { PageHeader } from '../components/layout/page-header';
import { ButtonLink } from '../components/ui/button';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/gallery';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Gallery',
    description: `A look around ${property.name}: the pool and tropical gardens, and the living spaces and bedrooms of Agave, Coconut, Lime and Piña.`,
    path: '/gallery',
  });

export default function Gallery() {
  return (
    <>
      <PageHeader
        id="gallery"
        eyebrow="A look around"
        title="Gallery"
        lead="The pool and the tropical gardens, sunny living spaces and restful bedrooms: a first glimpse of life at the villas."
      />
      <section aria-labelledby="photos-title">
        <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 md:py-20">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
            <h2 id="photos-title" className="text-3xl font-semibold">
              Moments at the villas
            </h2>
            <p className="text-sm text-muted-foreground">
              {galleryItems.length} photographs · select one to view it full screen
            </p>
          </div>
          <PhotoGallery items={galleryItems} className="mt-8" />
          <div className="mt-16 flex flex-col items-center gap-4 text-center">
            <p className="max-w-xl text-lg leading-relaxed text-muted-foreground">
              {property.tagline}
            </p>
            <ButtonLink to={bookingPath} size="lg">
              Book Your Stay
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
