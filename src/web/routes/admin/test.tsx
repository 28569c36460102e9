import { useQuery } from '@tanstack/react-query';
import { property } from '../../../shared/content/property';
import { LoginForm } from '../../components/admin/login-form';
import { StaffFrame } from '../../components/admin/staff-frame';
import { useStaffSession } from '../../components/admin/use-staff-session';
import { Spinner } from '../../components/ui/spinner';
import { bookingsQuery, demoAccountQuery } from '../../lib/admin-api';
import { ButtonLink } from '../../components/ui/button';
import { pageMeta } from '../../lib/seo';
import type { StaffProfile } from '../../../shared/contract/admin';
import type { Route } from './+types/test';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Staff Session Test',
    description: `Staff authentication test page of ${property.name}.`,
    path: '/admin/test',
    noindex: true,
  });

/**
 * Checks staff authentication end to end (spec section 2): the session status, and for signed-in
 * staff only, the profile and the bookings the API returns.
 */
export default function StaffTestPage() {
  const session = useStaffSession();
  return (
    <StaffFrame title="Staff Session Test" wide>
      <dl className="grid gap-1 rounded-2xl bg-surface-muted p-4">
        <dt className="text-sm text-muted-foreground">Session status</dt>
        <dd className="font-semibold">
          {session.status === 'loading'
            ? 'Checking…'
            : session.status === 'signed-in'
              ? 'Signed in'
              : 'Signed out'}
        </dd>
      </dl>
      <div className="mt-8">
        {session.status === 'loading' && <Spinner label="Checking your session…" />}
        {session.status === 'signed-out' && <SignedOutTest />}
        {session.status === 'signed-in' && <SignedInTest profile={session.profile} />}
      </div>
    </StaffFrame>
  );
}

function SignedOutTest() {
  const demo = useQuery(demoAccountQuery);
  if (demo.isPending) return <Spinner label="Loading…" />;
  return (
    <section aria-labelledby="test-sign-in" className="grid gap-4">
      <h2 id="test-sign-in" className="text-xl font-semibold">
        Sign in
      </h2>
      {demo.data && (
        <p className="text-sm text-muted-foreground">
          Demo mode: the form is filled in with the demo account.
        </p>
      )}
      <LoginForm defaults={demo.data ?? undefined} />
    </section>
  );
}

function SignedInTest({ profile }: { profile: StaffProfile }) {
  const bookings = useQuery(bookingsQuery());
  return (
    <div className="grid gap-8">
      <section aria-labelledby="test-profile">
        <h2 id="test-profile" className="text-xl font-semibold">
          Profile
        </h2>
        <pre className="mt-3 overflow-x-auto rounded-xl bg-surface-muted p-4 text-sm">
          {JSON.stringify(profile, null, 2)}
        </pre>
      </section>
      <section aria-labelledby="test-bookings">
        <h2 id="test-bookings" className="text-xl font-semibold">
          Bookings
        </h2>
        {bookings.isPending ? (
          <Spinner label="Loading bookings…" />
        ) : bookings.isError ? (
          <p role="alert">Failed to fetch bookings: {bookings.error.message}</p>
        ) : (
          <>
            <p className="mt-2">{bookings.data.length} bookings returned by the API.</p>
            <ul className="mt-3 grid gap-1 font-mono text-sm">
              {bookings.data.map((booking) => (
                <li key={booking.id}>
                  {booking.bookingReference} · {booking.status}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <ButtonLink to="/admin/dashboard">Open the dashboard</ButtonLink>
    </div>
  );
}
