import { BadgeCheck, Star } from 'lucide-react';
import { property } from '../../shared/content/property';
import { reviews } from '../../shared/content/reviews';
import { PageHeader } from '../components/layout/page-header';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/reviews';

const averageRating = (
  reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length
).toFixed(1);

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Guest Reviews',
    description: `Guests rate ${property.name} ${averageRating} out of 5. Read what families, couples and groups say about their stay in ${property.location.locality}, Grand Bahama.`,
    path: '/reviews',
  });

export default function Reviews() {
  const latest = reviews.slice(0, 6);
  return (
    <>
      <PageHeader
        id="reviews"
        eyebrow="Guest reviews"
        title="What Our Guests Say"
        lead={`An average of ${averageRating} out of 5 from ${reviews.length} reviews on our site.`}
      />
      <section aria-labelledby="latest-title">
        <div className="mx-auto max-w-6xl px-5 py-20 sm:px-8">
          <h2 id="latest-title" className="text-3xl font-semibold">
            Latest reviews
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {latest.map((review) => (
              <li key={review.id}>
                <article className="h-full rounded-3xl border border-border bg-surface p-8">
                  <p
                    role="img"
                    aria-label={`Rated ${review.rating} out of 5`}
                    className="flex gap-0.5 text-villa-yellow"
                  >
                    {Array.from({ length: 5 }, (_, index) => (
                      <Star
                        key={index}
                        aria-hidden="true"
                        className="size-4"
                        fill={index < review.rating ? 'currentColor' : 'none'}
                      />
                    ))}
                  </p>
                  <h3 className="mt-4 text-xl font-semibold">{review.title}</h3>
                  <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
                    {review.text}
                  </p>
                  <footer className="mt-6 text-sm">
                    <p className="flex items-center gap-1.5 font-semibold">
                      {review.name}
                      {review.verified && (
                        <BadgeCheck
                          aria-label="Verified stay"
                          role="img"
                          className="size-4 text-primary"
                        />
                      )}
                    </p>
                    <p className="text-muted-foreground">
                      {review.stay} ·{' '}
                      <time dateTime={review.date}>{dateFormat.format(new Date(review.date))}</time>
                    </p>
                  </footer>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
