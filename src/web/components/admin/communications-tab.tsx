import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, MailCheck, MailOpen } from 'lucide-react';
import type { GuestMessage } from '../../../shared/contract/admin';
import {
  failureMessage,
  guestMessagesQuery,
  markGuestMessage,
  staffKeys,
} from '../../lib/admin-api';
import { toast } from '../../lib/toast';
import { Badge } from '../ui/badge';
import { Button, buttonVariants } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { formatMoment } from './booking-format';
import { EmptyState, LoadFailure } from './load-failure';
import { useFailureToast } from './use-failure-toast';

/** Guests' messages to staff, and (once e-mail notifications exist, issue 7) what was sent. */
export function CommunicationsTab() {
  return (
    <div className="grid gap-10">
      <GuestMessages />
      <section aria-labelledby="sent-emails" className="grid gap-4">
        <h2 id="sent-emails" className="text-xl font-semibold">
          E-mails to guests and staff
        </h2>
        <EmptyState title="No e-mails sent yet">
          This site does not send e-mail to guests or staff yet. Once e-mail notifications are
          switched on, every message sent or queued will be listed here with its status.
        </EmptyState>
      </section>
    </div>
  );
}

function GuestMessages() {
  const messages = useQuery({ ...guestMessagesQuery, refetchOnMount: 'always' });
  useFailureToast(messages.error, 'Failed to fetch messages');
  const unread = messages.data?.filter((message) => !message.readAt).length ?? 0;
  return (
    <section aria-labelledby="guest-messages" className="grid gap-4">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="guest-messages" className="text-xl font-semibold">
          Messages from guests
        </h2>
        {messages.data && <p className="text-sm text-muted-foreground">{unread} unread</p>}
      </div>
      {messages.isPending ? (
        <Spinner label="Loading messages…" className="py-10" />
      ) : messages.isError ? (
        <LoadFailure
          message="The messages could not be loaded."
          onRetry={() => messages.refetch()}
        />
      ) : messages.data.length === 0 ? (
        <EmptyState title="No messages yet">
          What guests write through the contact forms appears here.
        </EmptyState>
      ) : (
        <ul aria-label="Messages from guests" className="grid gap-4">
          {messages.data.map((message) => (
            <li key={message.id}>
              <GuestMessageItem message={message} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GuestMessageItem({ message }: { message: GuestMessage }) {
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: (read: boolean) => markGuestMessage(message.id, read),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.messages }),
        queryClient.invalidateQueries({ queryKey: staffKeys.overview }),
      ]),
    onError: (error) =>
      toast({
        title: 'Update failed',
        description: failureMessage(error, 'The message could not be updated.'),
        variant: 'destructive',
      }),
  });
  const read = message.readAt !== null;
  const headingId = `message-${message.id}`;
  const subject = message.subject ?? 'Message from the website';
  return (
    <article
      aria-labelledby={headingId}
      className={`grid gap-3 rounded-2xl border p-5 ${read ? 'border-border bg-surface' : 'border-primary bg-surface'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold">
          {subject}
        </h3>
        {!read && <Badge tone="warning">Unread</Badge>}
        <Badge>{message.contactType}</Badge>
      </div>
      <p className="text-sm break-all">
        {message.name} · {message.email}
        {message.phoneNumber && ` · ${message.phoneNumber}`}
      </p>
      <p className="whitespace-pre-line">{message.message}</p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">Received {formatMoment(message.createdAt)}</p>
        <div className="flex flex-wrap gap-2">
          <a
            href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            aria-label={`Reply to ${message.name}`}
          >
            <Mail aria-hidden="true" />
            Reply
          </a>
          <Button
            variant="ghost"
            size="sm"
            disabled={mark.isPending}
            onClick={() => mark.mutate(!read)}
            aria-label={`Mark the message from ${message.name} as ${read ? 'unread' : 'read'}`}
          >
            {read ? <MailOpen aria-hidden="true" /> : <MailCheck aria-hidden="true" />}
            {read ? 'Mark as unread' : 'Mark as read'}
          </Button>
        </div>
      </div>
    </article>
  );
}
