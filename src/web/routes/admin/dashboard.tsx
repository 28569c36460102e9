import { property } from '../../../shared/content/property';
import { StaffDashboard } from '../../components/admin/staff-dashboard';
import { useLocation } from 'react-router';
import {
  signInReturningTo,
  useRedirectWhen,
  useStaffSession,
} from '../../components/admin/use-staff-session';
import { Spinner } from '../../components/ui/spinner';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Staff Dashboard',
    description: `Staff dashboard of ${property.name}.`,
    path: '/admin/dashboard',
    noindex: true,
  });

/** Signed-in staff only: a spinner while the session loads, sign-in for everyone else. */
export default function StaffDashboardPage() {
  const session = useStaffSession();
  useRedirectWhen(session, 'signed-out', signInReturningTo(useLocation()));
  if (session.status !== 'signed-in') {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-surface-muted">
        <Spinner label="Loading your dashboard…" />
      </main>
    );
  }
  return <StaffDashboard profile={session.profile} />;
}
