import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import type { CustomerLead } from '../../../shared/contract/admin';
import { failureMessage, leadsQuery, markLeadContacted, staffKeys } from '../../lib/admin-api';
import { toast } from '../../lib/toast';
import { Badge, type BadgeTone } from '../ui/badge';
import { buttonVariants } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { formatMoment } from './booking-format';
import { EmptyState, LoadFailure } from './load-failure';
import { useFailureToast } from './use-failure-toast';

const leadTones: Partial<Record<string, BadgeTone>> = {
  new: 'warning',
  active: 'info',
  contacted: 'success',
};

/** Leads from the contact form: Contact opens an e-mail and records the contact. */
export function LeadsTab() {
  const leads = useQuery(leadsQuery);
  useFailureToast(leads.error, 'Failed to fetch leads');
  if (leads.isPending) return <Spinner label="Loading leads…" className="py-10" />;
  if (leads.isError) {
    return <LoadFailure message="The leads could not be loaded." onRetry={() => leads.refetch()} />;
  }
  if (leads.data.length === 0) {
    return (
      <EmptyState title="No leads yet">
        Guests who write through the contact form appear here.
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Leads" className="grid gap-4">
      {leads.data.map((lead) => (
        <li key={lead.id}>
          <LeadRow lead={lead} />
        </li>
      ))}
    </ul>
  );
}

function LeadRow({ lead }: { lead: CustomerLead }) {
  const queryClient = useQueryClient();
  const contacted = useMutation({
    mutationFn: () => markLeadContacted(lead.id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.leads }),
        queryClient.invalidateQueries({ queryKey: staffKeys.overview }),
      ]),
    onError: (error) =>
      toast({
        title: 'Update failed',
        description: failureMessage(error, 'The contact could not be recorded.'),
        variant: 'destructive',
      }),
  });
  const headingId = `lead-${lead.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border border-border bg-surface p-5 sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            {lead.name}
          </h2>
          <Badge tone={leadTones[lead.status] ?? 'neutral'}>{lead.status}</Badge>
        </div>
        <p className="text-sm break-all">
          {lead.email}
          {lead.phone && ` · ${lead.phone}`}
        </p>
        <p className="text-sm text-muted-foreground">
          Since {formatMoment(lead.createdAt)}
          {lead.lastContactedAt && ` · last contacted ${formatMoment(lead.lastContactedAt)}`}
        </p>
        {lead.message && (
          <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">“{lead.message}”</p>
        )}
      </div>
      <a
        href={`mailto:${lead.email}`}
        onClick={() => contacted.mutate()}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
        aria-label={`Contact ${lead.name}`}
      >
        <Mail aria-hidden="true" />
        Contact
      </a>
    </article>
  );
}
