import { ExternalLink } from 'lucide-react';
import { property } from '../../../shared/content/property';
import { buttonVariants } from '../ui/button';

const searchTerms = encodeURIComponent(`${property.name} ${property.location.locality}`);

/** Public review platforms: their search pages lead straight to our listing. */
const reviewPlatforms = [
  { name: 'TripAdvisor', url: `https://www.tripadvisor.com/Search?q=${searchTerms}` },
  { name: 'Google', url: `https://www.google.com/search?q=${searchTerms}` },
];

export function ShareExperience() {
  return (
    <section aria-labelledby="share-title" className="theme-deep bg-deep text-deep-foreground">
      <div className="mx-auto max-w-4xl px-5 py-20 text-center sm:px-8 md:py-24">
        <p className="text-xs font-semibold tracking-[0.25em] text-villa-yellow uppercase">
          Stayed with us?
        </p>
        <h2 id="share-title" className="mt-4 text-3xl font-semibold sm:text-4xl">
          Share Your Experience
        </h2>
        <p className="mx-auto mt-5 max-w-2xl leading-relaxed text-deep-muted">
          Your words help other travellers find their way to our garden. Reviews on this site are by
          invitation only: after your stay we e-mail you a personal link. You are also warmly
          welcome to review us on TripAdvisor or Google.
        </p>
        <div className="mx-auto mt-8 flex max-w-xs flex-col justify-center gap-3 sm:max-w-none sm:flex-row">
          {reviewPlatforms.map((platform) => (
            <a
              key={platform.name}
              href={platform.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'outline-light', size: 'lg' })}
            >
              Review us on {platform.name}
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ))}
        </div>
      </div>
    </section>
  );
}
