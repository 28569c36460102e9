import { galleryItems } from '../../shared/content/gallery';
import { property } from '../../shared/content/property';
import { bookingPath } from '../../shared/content/site';
import { villaBySlug, villas } from '../../shared/content/villas';
import { PageHeader } from '../components/layout/page-header';
import { ButtonLink } from '../components/ui/button';
import { pageMeta } from '../lib/seo';
import { cn } from '../lib/utils';
import { villaAccent } from '../lib/villa-colors';
import type { Route } from './+types/gallery';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Gallery',
    description: `A look around ${property.name}: the pool and tropical gardens, and the living spaces and bedrooms of Agave, Coconut, Lime and Piña.`,
    path: '/gallery',
  });

/** Two moments of the gardens and of each villa, ten tiles that fill the grid evenly. */
const featured = [undefined, ...villas.map((villa) => villa.slug)].flatMap((slug) =>
  galleryItems.filter((item) => item.villa === slug).slice(0, 2),
);

export default function Gallery() {
  return (
    <>
      <PageHeader
        id="gallery"
        eyebrow="A look around"
        title="Gallery"
        lead="The pool and the tropical gardens, sunny living spaces and restful bedrooms: a first glimpse of life at the villas."
      />
      <section aria-labelledby="moments-title">
        <div className="mx-auto max-w-6xl px-5 py-20 sm:px-8">
          <h2 id="moments-title" className="text-3xl font-semibold">
            Moments at the villas
          </h2>
          <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4">
            {featured.map((item, index) => {
              const villa = item.villa ? villaBySlug(item.villa) : undefined;
              return (
                <li
                  key={item.id}
                  className={cn(
                    'flex min-h-40 flex-col justify-end rounded-3xl border border-border bg-linear-to-br to-surface p-5',
                    villa ? villaAccent[villa.color].tint : 'from-lagoon-100/70',
                    index % 5 === 0 && 'md:col-span-2',
                  )}
                >
                  <p className="text-xs font-semibold tracking-[0.2em] text-muted-foreground uppercase">
                    {villa ? villa.name : 'The gardens'}
                  </p>
                  <p className="mt-1 font-serif text-lg leading-snug font-semibold">{item.title}</p>
                </li>
              );
            })}
          </ul>
          <ButtonLink to={bookingPath} size="lg" className="mt-12">
            Book Your Stay
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
