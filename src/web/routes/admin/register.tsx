import { property } from '../../../shared/content/property';
import { RegisterForm } from '../../components/admin/register-form';
import { StaffFrame } from '../../components/admin/staff-frame';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Staff Registration',
    description: `Staff registration for ${property.name}.`,
    path: '/admin/register',
    noindex: true,
  });

/** Open to anyone (spec section 2); the server decides whether the account is active. */
export default function StaffRegister() {
  return (
    <StaffFrame
      title="Staff Registration"
      intro={
        <p className="mt-3 text-sm text-muted-foreground">
          The first account becomes the administrator; later accounts are activated by an
          administrator.
        </p>
      }
    >
      <RegisterForm />
    </StaffFrame>
  );
}
