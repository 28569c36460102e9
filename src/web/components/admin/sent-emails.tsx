import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Info, RefreshCw, RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import {
  emailTemplateLabels,
  type OutboxMessage,
  type OutboxStatus,
  type StaffProfile,
} from '../../../shared/contract/admin';
import { failureMessage, outboxQuery, retryEmail, staffKeys } from '../../lib/admin-api';
import { toast } from '../../lib/toast';
import { Badge, type BadgeTone } from '../ui/badge';
import { Button } from '../ui/button';
import { Label } from '../ui/label';
import { Select } from '../ui/select';
import { Spinner } from '../ui/spinner';
import { formatMoment } from './booking-format';
import { EmptyState, LoadFailure } from './load-failure';
import { useFailureToast } from './use-failure-toast';

const statusBadges: Record<OutboxStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: 'Queued', tone: 'info' },
  sending: { label: 'Sending', tone: 'info' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  unsent: { label: 'Not sent', tone: 'warning' },
};

const statusFilters: { value: OutboxStatus | ''; label: string }[] = [
  { value: '', label: 'All e-mails' },
  { value: 'failed', label: 'Failed' },
  { value: 'queued', label: 'Queued' },
  { value: 'sent', label: 'Sent' },
  { value: 'unsent', label: 'Not sent' },
];

/** The start of the plain-text version, after its heading line, as one line. */
function preview(message: OutboxMessage): string {
  const text = message.textBody.replace(/^.*\n/, '').replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
}

/** Every e-mail the site sent or queued, with its delivery status (issue 7). */
export function SentEmails({ profile }: { profile: StaffProfile }) {
  const id = useId();
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const outbox = useQuery({ ...outboxQuery, refetchOnMount: 'always' });
  useFailureToast(outbox.error, 'Failed to fetch e-mails');
  const shown = outbox.data?.messages.filter(
    (message) =>
      !status || message.status === status || (status === 'queued' && message.status === 'sending'),
  );
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div className="flex flex-wrap items-baseline gap-3">
          <h2 id={`${id}-heading`} className="text-xl font-semibold">
            E-mails to guests and staff
          </h2>
          {outbox.data && (
            <p className="text-sm text-muted-foreground">
              {outbox.data.counts.sent} sent ·{' '}
              {outbox.data.counts.queued + outbox.data.counts.sending} queued ·{' '}
              {outbox.data.counts.failed} failed · {outbox.data.counts.unsent} not sent
            </p>
          )}
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => outbox.refetch()}
          disabled={outbox.isFetching}
        >
          <RefreshCw aria-hidden="true" />
          Refresh
        </Button>
      </div>
      {outbox.data && !outbox.data.smtpConfigured && (
        <p className="flex gap-2 rounded-2xl border border-border bg-surface-muted p-4 text-sm">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            E-mail delivery is off: no SMTP server is configured (<code>SMTP_URL</code>). Nothing is
            lost: every e-mail is kept here, marked not sent, and can be read below.
          </span>
        </p>
      )}
      <div className="grid max-w-xs gap-2">
        <Label htmlFor={`${id}-status`}>Show</Label>
        <Select
          id={`${id}-status`}
          value={status}
          onChange={(event) => setStatus(event.target.value as OutboxStatus | '')}
        >
          {statusFilters.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </Select>
      </div>
      {outbox.isPending ? (
        <Spinner label="Loading e-mails…" className="py-10" />
      ) : outbox.isError ? (
        <LoadFailure message="The e-mails could not be loaded." onRetry={() => outbox.refetch()} />
      ) : shown?.length === 0 ? (
        <EmptyState title={status ? 'No e-mails with this status' : 'No e-mails yet'}>
          E-mails to guests and staff about bookings and messages appear here.
        </EmptyState>
      ) : (
        <ul aria-label="E-mails to guests and staff" className="grid gap-4">
          {shown?.map((message) => (
            <li key={message.id}>
              <EmailItem message={message} canRetry={profile.role === 'admin'} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EmailItem({ message, canRetry }: { message: OutboxMessage; canRetry: boolean }) {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryEmail(message.id),
    onSuccess: async () => {
      toast({ title: 'E-mail queued', description: `"${message.subject}" will be sent again.` });
      await queryClient.invalidateQueries({ queryKey: staffKeys.outbox });
    },
    onError: (error) =>
      toast({
        title: 'Retry failed',
        description: failureMessage(error, 'The e-mail could not be queued again.'),
        variant: 'destructive',
      }),
  });
  const badge = statusBadges[message.status];
  const headingId = `email-${message.id}`;
  const retryable = message.status === 'failed' || message.status === 'unsent';
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border border-border bg-surface p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold break-words">
          {message.subject}
        </h3>
        <Badge tone={badge.tone}>{badge.label}</Badge>
        <Badge>{emailTemplateLabels[message.template]}</Badge>
      </div>
      <p className="text-sm break-all">
        To {message.toAddress}
        {message.bookingReference && ` · Booking ${message.bookingReference}`}
      </p>
      <p className="text-sm text-muted-foreground">
        Created {formatMoment(message.createdAt)}
        {message.sentAt && ` · Sent ${formatMoment(message.sentAt)}`}
        {message.status === 'queued' &&
          message.attempts > 0 &&
          ` · Attempt ${message.attempts + 1} at ${formatMoment(message.nextAttemptAt)}`}
      </p>
      <p className="text-sm">{preview(message)}</p>
      {message.lastError && (
        <p
          className={
            message.status === 'unsent'
              ? 'text-sm text-muted-foreground'
              : 'text-sm text-red-800 dark:text-red-200'
          }
        >
          {message.status === 'unsent' ? message.lastError : `Last error: ${message.lastError}`}
        </p>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary">Read the whole e-mail</summary>
        <pre className="mt-3 overflow-x-auto rounded-xl bg-surface-muted p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap">
          {message.textBody}
        </pre>
      </details>
      {canRetry && retryable && (
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={retry.isPending}
            onClick={() => retry.mutate()}
            aria-label={`Retry the e-mail "${message.subject}" to ${message.toAddress}`}
          >
            <RotateCw aria-hidden="true" />
            Retry
          </Button>
        </div>
      )}
    </article>
  );
}
