import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { property } from '../../../shared/content/property';
import { BrandMark } from '../layout/brand-mark';

/** The calm, branded card around the staff sign-in, registration and test pages. */
export function StaffFrame({
  title,
  intro,
  children,
  wide = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-surface-muted px-4 py-12 sm:px-5">
      <div
        className={`w-full ${wide ? 'max-w-3xl' : 'max-w-md'} rounded-3xl border border-border bg-surface p-6 shadow-xl shadow-lagoon-900/10 sm:p-10`}
      >
        <div className="text-center">
          <BrandMark className="mx-auto size-14" />
          <p className="mt-4 font-serif text-lg font-semibold">{property.name}</p>
          <h1 className="mt-6 text-3xl font-semibold">{title}</h1>
          {intro}
        </div>
        <div className="mt-8">{children}</div>
        <div className="mt-8 border-t border-border pt-6 text-center">
          <Link
            to="/"
            className="inline-flex items-center gap-2 text-sm font-semibold text-primary"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to the website
          </Link>
        </div>
      </div>
    </main>
  );
}
