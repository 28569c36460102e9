import { Award } from 'lucide-react';
import { Link } from 'react-router';
import { about } from '../../../shared/content/property';

/** The property's ratings and where guests review it. */
export function Awards() {
  return (
    <section aria-labelledby="awards-title" className="theme-deep bg-deep text-deep-foreground">
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 md:py-20">
        <p className="text-xs font-semibold tracking-[0.25em] text-villa-yellow uppercase">
          Recognition
        </p>
        <h2 id="awards-title" className="mt-4 text-3xl font-semibold sm:text-4xl">
          Awards and guest ratings
        </h2>
        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {about.awards.map((award) => (
            <li key={award.id} className="rounded-3xl border border-deep-foreground/20 p-7">
              <Award aria-hidden="true" className="size-7 text-villa-yellow" />
              <p className="mt-4 font-serif text-2xl font-semibold">{award.title}</p>
              <p className="mt-2 text-sm leading-relaxed text-deep-muted">{award.detail}</p>
            </li>
          ))}
        </ul>
        <Link
          to="/reviews"
          className="mt-10 inline-flex font-semibold text-deep-foreground underline decoration-villa-yellow underline-offset-4 hover:decoration-2"
        >
          Read our guest reviews
        </Link>
      </div>
    </section>
  );
}
