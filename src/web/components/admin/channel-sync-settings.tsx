import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Download, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CalendarFeedCreateSchema,
  type CalendarExportLink,
  type CalendarFeedCreateRequest,
  type CalendarFeedView,
} from '../../../shared/contract/calendar';
import { villaById, villas } from '../../../shared/content/villas';
import {
  addCalendarFeed,
  calendarExportQuery,
  calendarFeedsQuery,
  failureMessage,
  importCalendarFeed,
  regenerateExportToken,
  removeCalendarFeed,
  staffKeys,
} from '../../lib/admin-api';
import { toast } from '../../lib/toast';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { Select } from '../ui/select';
import { Spinner } from '../ui/spinner';
import { SubmitButton } from '../ui/submit-button';
import { formatMoment } from './booking-format';
import { EmptyState, LoadFailure } from './load-failure';
import { useRefreshNights } from './use-refresh-nights';

/** Channel calendars (Airbnb, VRBO ...): what we export to them and what we import from them. */
export function ChannelSyncSettings() {
  return (
    <div className="grid gap-10">
      <ImportedFeeds />
      <ExportFeeds />
    </div>
  );
}

function useRefreshCalendars() {
  const queryClient = useQueryClient();
  const refreshNights = useRefreshNights();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffKeys.calendarFeeds }),
      refreshNights(),
    ]);
}

function ImportedFeeds() {
  const feeds = useQuery({ ...calendarFeedsQuery, refetchOnMount: 'always' });
  return (
    <section aria-labelledby="imported-calendars" className="grid gap-4">
      <div>
        <h2 id="imported-calendars" className="text-xl font-semibold">
          Imported channel calendars
        </h2>
        <p className="text-sm text-muted-foreground">
          Paste each villa’s iCal export address from Airbnb, VRBO or another channel. Its events
          close those nights here; they are fetched again every few minutes.
        </p>
      </div>
      <AddFeedForm />
      {feeds.isPending ? (
        <Spinner label="Loading channel calendars…" className="py-6" />
      ) : feeds.isError ? (
        <LoadFailure
          message="The channel calendars could not be loaded."
          onRetry={() => feeds.refetch()}
        />
      ) : feeds.data.length === 0 ? (
        <EmptyState title="No channel calendars yet">
          Add one above to keep this site in step with your other listings.
        </EmptyState>
      ) : (
        <ul aria-label="Imported channel calendars" className="grid gap-3">
          {feeds.data.map((feed) => (
            <li key={feed.id}>
              <FeedRow feed={feed} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const emptyFeed: CalendarFeedCreateRequest = { villaId: 1, name: '', url: '' };

function AddFeedForm() {
  const refresh = useRefreshCalendars();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CalendarFeedCreateRequest>({
    resolver: zodResolver(CalendarFeedCreateSchema),
    defaultValues: emptyFeed,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const add = useMutation({
    mutationFn: addCalendarFeed,
    onSuccess: async (feed) => {
      toast(
        feed.lastError
          ? {
              title: 'Calendar added, but the import failed',
              description: feed.lastError,
              variant: 'destructive',
            }
          : {
              title: 'Calendar added',
              description: `${feed.eventCount ?? 0} events imported for ${villaById(feed.villaId)?.name}.`,
            },
      );
      reset(emptyFeed);
      await refresh();
    },
    onError: (error) =>
      toast({
        title: 'Could not add the calendar',
        description: failureMessage(error, 'The calendar could not be added.'),
        variant: 'destructive',
      }),
  });
  return (
    <form
      noValidate
      aria-label="Add a channel calendar"
      aria-busy={add.isPending}
      onSubmit={handleSubmit((feed) => add.mutate(feed))}
      className="grid items-start gap-4 rounded-2xl border border-border bg-surface p-5 md:grid-cols-[10rem_12rem_1fr_auto]"
    >
      <FormField label="Villa" error={errors.villaId?.message}>
        {(field) => (
          <Select {...field} {...register('villaId', { valueAsNumber: true })}>
            {villas.map((villa) => (
              <option key={villa.id} value={villa.id}>
                {villa.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Channel" error={errors.name?.message}>
        {(field) => <Input {...field} placeholder="Airbnb" {...register('name')} />}
      </FormField>
      <FormField label="Calendar address (iCal)" error={errors.url?.message}>
        {(field) => <Input {...field} type="url" placeholder="https://..." {...register('url')} />}
      </FormField>
      <SubmitButton
        pending={add.isPending}
        label="Add"
        pendingLabel="Importing..."
        icon={<Plus aria-hidden="true" />}
        size="md"
        className="md:mt-7"
      />
    </form>
  );
}

function FeedRow({ feed }: { feed: CalendarFeedView }) {
  const refresh = useRefreshCalendars();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const villaName = villaById(feed.villaId)?.name ?? `Villa ${feed.villaId}`;
  const importNow = useMutation({
    mutationFn: () => importCalendarFeed(feed.id),
    onSuccess: async (result) => {
      toast(
        result.lastError
          ? { title: 'Import failed', description: result.lastError, variant: 'destructive' }
          : { title: 'Calendar imported', description: `${result.eventCount ?? 0} events.` },
      );
      await refresh();
    },
    onError: (error) =>
      toast({
        title: 'Import failed',
        description: failureMessage(error, 'The calendar could not be imported.'),
        variant: 'destructive',
      }),
  });
  const remove = useMutation({
    mutationFn: () => removeCalendarFeed(feed.id),
    onSuccess: async () => {
      toast({
        title: 'Calendar removed',
        description: `Its nights on ${villaName} are free again.`,
      });
      setConfirmingRemoval(false);
      await refresh();
    },
    onError: (error) =>
      toast({
        title: 'Could not remove the calendar',
        description: failureMessage(error, 'The calendar could not be removed.'),
        variant: 'destructive',
      }),
  });
  const headingId = `feed-${feed.id}`;
  // A successful import clears the error, so an error means the last attempt failed.
  const failing = feed.lastError !== null;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border border-border bg-surface p-5 md:grid-cols-[1fr_auto] md:items-center"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-semibold">
            {feed.name} · {villaName}
          </h3>
          <Badge tone={failing ? 'danger' : feed.lastSuccessAt ? 'success' : 'neutral'}>
            {failing ? 'Failing' : feed.lastSuccessAt ? 'In sync' : 'Not imported yet'}
          </Badge>
        </div>
        <p className="text-sm break-all text-muted-foreground">{feed.url}</p>
        <p className="text-sm">
          {feed.lastSuccessAt
            ? `Last imported ${formatMoment(feed.lastSuccessAt)}: ${feed.eventCount ?? 0} ${feed.eventCount === 1 ? 'event' : 'events'}`
            : 'Never imported successfully'}
        </p>
        {feed.lastError && (
          <p className="text-sm text-red-700 dark:text-red-300">
            Last error
            {feed.lastAttemptAt ? ` (${formatMoment(feed.lastAttemptAt)})` : ''}: {feed.lastError}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={importNow.isPending}
          onClick={() => importNow.mutate()}
          aria-label={`Import ${feed.name} for ${villaName} now`}
        >
          <Download aria-hidden="true" />
          {importNow.isPending ? 'Importing...' : 'Import now'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setConfirmingRemoval(true)}
          aria-label={`Remove ${feed.name} for ${villaName}`}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
      <Dialog
        open={confirmingRemoval}
        onOpenChange={setConfirmingRemoval}
        title="Remove this channel calendar?"
        description={`${feed.name} · ${villaName}`}
        className="max-w-md"
      >
        <p>
          Its {feed.eventCount ?? 0} imported events stop blocking nights on {villaName}.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => setConfirmingRemoval(false)}>
            Keep calendar
          </Button>
          <Button
            className="bg-red-700 text-white hover:bg-red-800"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            Remove calendar
          </Button>
        </div>
      </Dialog>
    </article>
  );
}

function ExportFeeds() {
  const links = useQuery({ ...calendarExportQuery, refetchOnMount: 'always' });
  return (
    <section aria-labelledby="export-calendars" className="grid gap-4">
      <div>
        <h2 id="export-calendars" className="text-xl font-semibold">
          Export calendars
        </h2>
        <p className="text-sm text-muted-foreground">
          Give each channel the address of its villa (or of the entire complex) so it closes the
          nights booked or blocked here. The addresses are secret: regenerate one if it leaked, then
          update it on the channel.
        </p>
      </div>
      {links.isPending ? (
        <Spinner label="Loading export addresses…" className="py-6" />
      ) : links.isError ? (
        <LoadFailure
          message="The export addresses could not be loaded."
          onRetry={() => links.refetch()}
        />
      ) : (
        <ul aria-label="Export calendars" className="grid gap-3">
          {links.data.map((link) => (
            <li key={link.scope}>
              <ExportRow link={link} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ExportRow({ link }: { link: CalendarExportLink }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const inputId = `export-${link.scope}`;
  const regenerate = useMutation({
    mutationFn: () => regenerateExportToken(link.scope),
    onSuccess: async () => {
      toast({
        title: 'New address made',
        description: `The old ${link.label} address no longer works; give the channel the new one.`,
      });
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: staffKeys.calendarExport });
    },
    onError: (error) =>
      toast({
        title: 'Could not regenerate the address',
        description: failureMessage(error, 'The address could not be regenerated.'),
        variant: 'destructive',
      }),
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast({ title: 'Address copied', description: link.label });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the address and copy it by hand.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="grid gap-2 rounded-2xl border border-border bg-surface p-4 md:grid-cols-[10rem_1fr_auto] md:items-center">
      <label htmlFor={inputId} className="font-semibold">
        {link.label}
      </label>
      <Input
        id={inputId}
        readOnly
        value={link.url}
        className="h-10 font-mono text-sm"
        onFocus={(event) => event.target.select()}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={copy}
          aria-label={`Copy the ${link.label} address`}
        >
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setConfirming(true)}
          aria-label={`Regenerate the ${link.label} address`}
        >
          <RefreshCw aria-hidden="true" />
          Regenerate
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Make a new address?"
        description={link.label}
        className="max-w-md"
      >
        <p>
          The current address stops working at once: every channel that imports it must be given the
          new one.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Keep address
          </Button>
          <Button disabled={regenerate.isPending} onClick={() => regenerate.mutate()}>
            Make a new address
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
