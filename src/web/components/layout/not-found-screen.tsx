import { Compass } from 'lucide-react';
import { ButtonLink } from '../ui/button';

/** The not-found screen (spec section 2), for unknown paths and 404 route errors. */
export function NotFoundScreen() {
  return (
    <section
      id="not-found"
      className="flex min-h-[70vh] items-center justify-center bg-background px-5 py-20"
    >
      <div className="max-w-lg text-center">
        <Compass aria-hidden="true" className="mx-auto size-12 text-villa-turquoise" />
        <h1 className="mt-6 text-4xl font-semibold text-foreground sm:text-5xl">
          <span className="block text-6xl text-accent sm:text-7xl">404</span> Page Not Found
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-muted-foreground">
          The page you&apos;re looking for doesn&apos;t exist or has been moved.
        </p>
        <ButtonLink to="/" size="lg" className="mt-8">
          Return to Homepage
        </ButtonLink>
      </div>
    </section>
  );
}
