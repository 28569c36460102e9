import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { StaffProfile } from '../../../shared/contract/admin';
import { profileQuery } from '../../lib/admin-api';

export type StaffSession =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; profile: StaffProfile };

/** The staff session, loaded once from the profile call (spec section 4). */
export function useStaffSession(): StaffSession {
  const { data, isPending } = useQuery(profileQuery);
  if (isPending) return { status: 'loading' };
  return data ? { status: 'signed-in', profile: data } : { status: 'signed-out' };
}

/** Sends the visitor elsewhere once the session is known to be in the given state. */
export function useRedirectWhen(session: StaffSession, when: StaffSession['status'], to: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (session.status === when) void navigate(to, { replace: true });
  }, [session.status, when, to, navigate]);
}

/**
 * Where sign-in leads: back to the dashboard view the visitor asked for (a link in a staff
 * e-mail), never anywhere else, so the parameter cannot send staff off the site.
 */
export function afterSignIn(next: string | null): string {
  return next && /^\/admin\/dashboard(\?[^\\]*)?$/.test(next) ? next : '/admin/dashboard';
}

/** The sign-in page's address, coming back afterwards to the view `location` asked for. */
export function signInReturningTo(location: { pathname: string; search: string }): string {
  if (!location.search) return '/admin/login';
  return `/admin/login?next=${encodeURIComponent(location.pathname + location.search)}`;
}
