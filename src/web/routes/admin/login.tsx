import { ArrowLeft, LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';
import { property } from '../../../shared/content/property';
import { BrandMark } from '../../components/layout/brand-mark';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Staff Sign In',
    description: `Staff sign-in for ${property.name}.`,
    path: '/admin/login',
    noindex: true,
  });

export default function StaffLogin() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-surface-muted px-5 py-16">
      <div className="w-full max-w-md rounded-3xl border border-border bg-surface p-10 text-center shadow-xl shadow-lagoon-900/10">
        <BrandMark className="mx-auto size-14" />
        <p className="mt-4 font-serif text-lg font-semibold">{property.name}</p>
        <h1 className="mt-8 text-3xl font-semibold">Staff Sign In</h1>
        <p className="mt-3 flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <LockKeyhole aria-hidden="true" className="size-4" />
          For administrator use only
        </p>
        <div className="mt-10 border-t border-border pt-6">
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
