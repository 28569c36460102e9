import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, MailCheck, MailOpen, ThumbsDown, ThumbsUp } from 'lucide-react';
import type { GuestMessage, StaffProfile } from '../../../shared/contract/admin';
import {
  conciergeFeedbackQuery,
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
import { SentEmails } from './sent-emails';
import { useFailureToast } from './use-failure-toast';

/** Guests' messages to staff, how guests rated the concierge's answers, and every e-mail sent. */
export function CommunicationsTab({ profile }: { profile: StaffProfile }) {
  return (
    <div className="grid gap-10">
      <GuestMessages />
      <SentEmails profile={profile} />
      <ConciergeFeedback />
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

/** The answers guests rated, so staff see where the concierge falls short. */
function ConciergeFeedback() {
  const feedback = useQuery({ ...conciergeFeedbackQuery, refetchOnMount: 'always' });
  return (
    <section aria-labelledby="concierge-feedback" className="grid gap-4">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="concierge-feedback" className="text-xl font-semibold">
          Concierge answers rated by guests
        </h2>
        {feedback.data && (
          <p className="text-sm text-muted-foreground">
            {feedback.data.helpful} helpful, {feedback.data.unhelpful} not helpful
          </p>
        )}
      </div>
      {feedback.isPending ? (
        <Spinner label="Loading ratings…" className="py-6" />
      ) : feedback.isError ? (
        <LoadFailure
          message="The ratings could not be loaded."
          onRetry={() => feedback.refetch()}
        />
      ) : feedback.data.recent.length === 0 ? (
        <EmptyState title="No ratings yet">
          When guests mark a concierge answer helpful or not, it appears here.
        </EmptyState>
      ) : (
        <ul
          aria-label="Concierge answers rated by guests"
          className="divide-y divide-border rounded-2xl border border-border bg-surface"
        >
          {feedback.data.recent.map((rating) => (
            <li key={rating.id} className="flex gap-3 px-5 py-4">
              {rating.helpful ? (
                <ThumbsUp aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
              ) : (
                <ThumbsDown
                  aria-hidden="true"
                  className="mt-1 size-4 shrink-0 text-red-700 dark:text-red-300"
                />
              )}
              <div className="grid gap-1">
                <p className="text-sm font-semibold">
                  {rating.helpful ? 'Helpful' : 'Not helpful'}
                  <span className="font-normal text-muted-foreground">
                    {' '}
                    · {formatMoment(rating.createdAt)}
                  </span>
                </p>
                {rating.question && (
                  <p className="text-sm">
                    <span className="text-muted-foreground">Asked: </span>
                    {rating.question}
                  </p>
                )}
                <p className="line-clamp-3 text-sm whitespace-pre-line">
                  <span className="text-muted-foreground">Answer: </span>
                  {rating.messageText}
                </p>
              </div>
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
