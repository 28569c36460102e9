import { LockKeyhole } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { property } from '../../../shared/content/property';
import { LoginForm } from '../../components/admin/login-form';
import { StaffFrame } from '../../components/admin/staff-frame';
import {
  afterSignIn,
  useRedirectWhen,
  useStaffSession,
} from '../../components/admin/use-staff-session';
import { Spinner } from '../../components/ui/spinner';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Staff Sign In',
    description: `Staff sign-in for ${property.name}.`,
    path: '/admin/login',
    noindex: true,
  });

/** Staff sign-in (spec section 2); signed-in staff go to the dashboard view they asked for. */
export default function StaffLogin() {
  const session = useStaffSession();
  const [params] = useSearchParams();
  useRedirectWhen(session, 'signed-in', afterSignIn(params.get('next')));
  return (
    <StaffFrame
      title="Staff Sign In"
      intro={
        <p className="mt-3 flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <LockKeyhole aria-hidden="true" className="size-4" />
          For administrator use only
        </p>
      }
    >
      {session.status === 'signed-out' ? (
        <>
          <LoginForm />
          <p className="mt-6 text-center text-sm text-muted-foreground">
            New to the team?{' '}
            <Link to="/admin/register" className="font-semibold text-primary underline">
              Register a staff account
            </Link>
          </p>
        </>
      ) : (
        <Spinner label="Checking your session…" className="py-10" />
      )}
    </StaffFrame>
  );
}
