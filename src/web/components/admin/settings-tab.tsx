import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import {
  staffRoles,
  type StaffAccount,
  type StaffProfile,
  type StaffUserUpdateRequest,
} from '../../../shared/contract/admin';
import {
  failureMessage,
  staffAccountsQuery,
  staffKeys,
  updateStaffAccount,
} from '../../lib/admin-api';
import { toast } from '../../lib/toast';
import { Badge } from '../ui/badge';
import { Button, ButtonLink } from '../ui/button';
import { Select } from '../ui/select';
import { Spinner } from '../ui/spinner';
import { formatMoment } from './booking-format';
import { ChannelSyncSettings } from './channel-sync-settings';
import { EmptyState, LoadFailure } from './load-failure';
import { roleLabels } from './staff-labels';

/** Staff accounts and channel calendars, for administrators (ARCHITECTURE section 6). */
export function SettingsTab({ profile }: { profile: StaffProfile }) {
  if (profile.role !== 'admin') {
    return (
      <EmptyState title="Settings are managed by administrators">
        Ask an administrator to activate an account, change a role or connect a channel calendar.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-12">
      <StaffAccounts me={profile} />
      <ChannelSyncSettings />
    </div>
  );
}

function StaffAccounts({ me }: { me: StaffProfile }) {
  const accounts = useQuery({ ...staffAccountsQuery, refetchOnMount: 'always' });
  if (accounts.isPending) return <Spinner label="Loading staff accounts…" className="py-10" />;
  if (accounts.isError) {
    return (
      <LoadFailure
        message="The staff accounts could not be loaded."
        onRetry={() => accounts.refetch()}
      />
    );
  }
  return (
    <section aria-labelledby="staff-accounts" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="staff-accounts" className="text-xl font-semibold">
            Staff accounts
          </h2>
          <p className="text-sm text-muted-foreground">
            New registrations wait here until you activate them. Deactivating signs the person out
            at once.
          </p>
        </div>
        <ButtonLink to="/admin/register" variant="outline" size="sm">
          <UserPlus aria-hidden="true" />
          Add a staff member
        </ButtonLink>
      </div>
      <ul aria-label="Staff accounts" className="grid gap-3">
        {accounts.data.map((account) => (
          <li key={account.id}>
            <StaffAccountRow account={account} isMe={account.id === me.id} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function StaffAccountRow({ account, isMe }: { account: StaffAccount; isMe: boolean }) {
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: (change: StaffUserUpdateRequest) => updateStaffAccount(account.id, change),
    onSuccess: (updated) => {
      toast({
        title: 'Account updated',
        description: `${updated.username} is now ${updated.active ? 'active' : 'inactive'}, ${roleLabels[updated.role]}.`,
      });
      return queryClient.invalidateQueries({ queryKey: staffKeys.users });
    },
    onError: (error) =>
      toast({
        title: 'Update failed',
        description: failureMessage(error, 'The account could not be updated.'),
        variant: 'destructive',
      }),
  });
  const headingId = `staff-${account.id}`;
  const roleId = `staff-${account.id}-role`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border border-border bg-surface p-5 md:grid-cols-[1fr_auto] md:items-center"
    >
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-semibold">
            {account.username}
            {isMe && <span className="font-normal text-muted-foreground"> (you)</span>}
          </h3>
          <Badge tone={account.active ? 'success' : 'warning'}>
            {account.active ? 'Active' : 'Pending approval'}
          </Badge>
        </div>
        <p className="text-sm break-all">{account.email}</p>
        <p className="text-sm text-muted-foreground">
          {account.lastLogin
            ? `Last signed in ${formatMoment(account.lastLogin)}`
            : 'Never signed in'}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={roleId} className="sr-only">
          Role of {account.username}
        </label>
        <Select
          id={roleId}
          className="h-10 w-36"
          value={account.role}
          disabled={isMe || update.isPending}
          onChange={(event) =>
            update.mutate({ role: event.target.value as (typeof staffRoles)[number] })
          }
        >
          {account.role === 'staff' && <option value="staff">{roleLabels.staff}</option>}
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </Select>
        <Button
          variant="outline"
          size="sm"
          disabled={isMe || update.isPending}
          onClick={() => update.mutate({ active: !account.active })}
          aria-label={`${account.active ? 'Deactivate' : 'Activate'} ${account.username}`}
        >
          {account.active ? 'Deactivate' : 'Activate'}
        </Button>
      </div>
    </article>
  );
}
