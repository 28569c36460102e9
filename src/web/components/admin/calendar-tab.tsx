import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { CalendarPlus, ChevronLeft, ChevronRight, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type {
  CalendarBlockEntry,
  CalendarConflict,
  CalendarEntry,
} from '../../../shared/contract/calendar';
import { villaById, villas } from '../../../shared/content/villas';
import { todayIso } from '../../../shared/domain/dates';
import { calendarMonthQuery, failureMessage, removeManualBlock } from '../../lib/admin-api';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { formatStay } from './booking-format';
import {
  entryLabel,
  legendFor,
  monthDays,
  monthOf,
  monthTitle,
  shiftMonth,
  villaRow,
  type CalendarCell,
  type CellKind,
} from './calendar-grid';
import { EmptyState, LoadFailure } from './load-failure';
import { ManualBlockDialog } from './manual-block-dialog';
import { useRefreshNights } from './use-refresh-nights';

/** Each kind's look; text on every fill keeps 4.5:1 contrast in both colour schemes. */
const cellLook: Record<CellKind, string> = {
  confirmed: 'bg-emerald-700 text-white',
  pending: 'border border-dashed border-amber-800 bg-amber-100 text-amber-950',
  manual: 'bg-slate-600 text-white',
  ical: 'bg-sky-700 text-white',
  conflict: 'border border-red-700 bg-red-50 text-red-800',
};

const villaName = (villaId: number) => villaById(villaId)?.name ?? `Villa ${villaId}`;

/**
 * The staff calendar: each villa's nights for a month (rows = villas, columns = days), what
 * holds them, the channel events in conflict, and manual blocks staff add and remove.
 */
export function CalendarTab() {
  const [month, setMonth] = useState(() => monthOf(todayIso()));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CalendarBlockEntry | null>(null);
  const calendar = useQuery({
    ...calendarMonthQuery(month),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });

  return (
    <div className="grid gap-8">
      {calendar.data && calendar.data.conflicts.length > 0 && (
        <Conflicts conflicts={calendar.data.conflicts} onShowMonth={setMonth} />
      )}
      <section aria-labelledby="calendar-month" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="calendar-month" aria-live="polite" className="text-xl font-semibold">
            {monthTitle(month)}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" size="sm" onClick={() => setMonth(shiftMonth(month, -1))}>
              <ChevronLeft aria-hidden="true" />
              Previous month
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setMonth(monthOf(todayIso()))}>
              This month
            </Button>
            <Button variant="outline" size="sm" onClick={() => setMonth(shiftMonth(month, 1))}>
              Next month
              <ChevronRight aria-hidden="true" />
            </Button>
            <Button size="sm" onClick={() => setAdding(true)}>
              <CalendarPlus aria-hidden="true" />
              Block dates
            </Button>
          </div>
        </div>
        {calendar.isPending ? (
          <Spinner label="Loading the calendar…" className="py-10" />
        ) : calendar.isError ? (
          <LoadFailure
            message="The calendar could not be loaded."
            onRetry={() => calendar.refetch()}
          />
        ) : (
          <>
            <OccupancyGrid
              month={month}
              entries={calendar.data.entries}
              conflicts={calendar.data.conflicts}
            />
            <Legend entries={calendar.data.entries} />
          </>
        )}
      </section>
      {calendar.data && (
        <MonthEntries
          month={month}
          entries={calendar.data.entries}
          onRemove={(block) => setRemoving(block)}
        />
      )}
      <ManualBlockDialog open={adding} onClose={() => setAdding(false)} />
      <RemoveBlockDialog block={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}

function Conflicts({
  conflicts,
  onShowMonth,
}: {
  conflicts: CalendarConflict[];
  onShowMonth: (month: string) => void;
}) {
  return (
    <section
      aria-labelledby="calendar-conflicts"
      className="grid gap-3 rounded-2xl border border-red-700/40 bg-red-50 p-5 text-red-900 dark:border-red-300/40 dark:bg-red-950 dark:text-red-100"
    >
      <h2 id="calendar-conflicts" className="flex items-center gap-2 text-lg font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5" />
        {conflicts.length === 1 ? '1 calendar conflict' : `${conflicts.length} calendar conflicts`}
      </h2>
      <p className="text-sm">
        These channel events want nights already booked or blocked here, so they hold no nights.
        Settle each with the guest or the channel; the next import clears it.
      </p>
      <ul className="grid gap-2">
        {conflicts.map((conflict) => (
          <li key={conflict.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm">
              <strong>
                {conflict.feedName ?? 'Imported'} event, {villaName(conflict.villaId)}
              </strong>
              , {formatStay(conflict)}: overlaps {conflict.overlaps.join(', ') || 'nothing now'}
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onShowMonth(monthOf(conflict.startDate))}
              aria-label={`Show ${monthTitle(monthOf(conflict.startDate))}`}
            >
              Show month
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CellMark({ cell }: { cell: CalendarCell }) {
  const label =
    cell.conflict && cell.kind !== 'conflict' ? `${cell.label}; ${cell.conflict}` : cell.label;
  return (
    <span
      title={label}
      className={cn(
        'flex h-8 items-center justify-center rounded font-semibold',
        cellLook[cell.kind],
        cell.conflict && 'outline-2 -outline-offset-2 outline-red-600 dark:outline-red-400',
      )}
    >
      <span aria-hidden="true">{cell.letter}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

function OccupancyGrid({
  month,
  entries,
  conflicts,
}: {
  month: string;
  entries: CalendarEntry[];
  conflicts: CalendarConflict[];
}) {
  const days = monthDays(month);
  return (
    <div
      role="region"
      aria-label={`Occupancy, ${monthTitle(month)}`}
      // A region that scrolls must be reachable by keyboard to be scrolled without a mouse.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-border bg-surface"
    >
      <table className="w-full min-w-[60rem] border-collapse text-xs">
        <caption className="sr-only">
          Nights of each villa in {monthTitle(month)}, one column per night
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 bg-surface px-3 py-2 text-left text-sm font-semibold"
            >
              Villa
            </th>
            {days.map((day) => (
              <th
                key={day.date}
                scope="col"
                className={cn(
                  'min-w-7 px-0.5 py-2 text-center font-semibold',
                  day.weekend && 'bg-surface-muted',
                )}
              >
                <span className="block font-normal text-muted-foreground">{day.weekday}</span>
                {day.day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {villas.map((villa) => (
            <tr key={villa.id} className="border-t border-border">
              <th
                scope="row"
                className="sticky left-0 z-10 bg-surface px-3 py-1 text-left text-sm font-semibold whitespace-nowrap"
              >
                {villa.name}
              </th>
              {villaRow(villa.id, days, entries, conflicts).map((cell, index) => (
                <td
                  key={days[index]?.date}
                  className={cn('p-0.5', days[index]?.weekend && 'bg-surface-muted')}
                >
                  {cell && <CellMark cell={cell} />}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Legend({ entries }: { entries: CalendarEntry[] }) {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
      {legendFor(entries).map((item) => (
        <li key={`${item.letter}-${item.label}`} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={cn(
              'flex size-6 items-center justify-center rounded text-xs font-semibold',
              cellLook[item.kind],
            )}
          >
            {item.letter}
          </span>
          {item.label}
        </li>
      ))}
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-6 items-center justify-center rounded text-xs font-semibold',
            cellLook.conflict,
            'outline-2 -outline-offset-2 outline-red-600',
          )}
        >
          !
        </span>
        Red outline: a channel event in conflict wants this night
      </li>
    </ul>
  );
}

function MonthEntries({
  month,
  entries,
  onRemove,
}: {
  month: string;
  entries: CalendarEntry[];
  onRemove: (block: CalendarBlockEntry) => void;
}) {
  return (
    <section aria-labelledby="calendar-entries" className="grid gap-4">
      <h2 id="calendar-entries" className="text-xl font-semibold">
        Bookings and blocks in {monthTitle(month)}
      </h2>
      {entries.length === 0 ? (
        <EmptyState title="Every villa is free this month">
          Bookings, imported channel events and blocks appear here.
        </EmptyState>
      ) : (
        <ul
          aria-label={`Bookings and blocks in ${monthTitle(month)}`}
          className="divide-y divide-border rounded-2xl border border-border bg-surface"
        >
          {entries.map((entry) => (
            <li
              key={`${entry.kind}-${entry.id}-${entry.villaId}`}
              className="flex flex-wrap items-center justify-between gap-3 px-5 py-3"
            >
              <div>
                <p className="font-semibold">
                  {villaName(entry.villaId)} · {formatStay(entry)}
                </p>
                <p className="text-sm text-muted-foreground">{entryLabel(entry)}</p>
              </div>
              {entry.kind === 'block' && entry.source === 'manual' && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onRemove(entry)}
                  aria-label={`Remove the block on ${villaName(entry.villaId)}, ${formatStay(entry)}`}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RemoveBlockDialog({
  block,
  onClose,
}: {
  block: CalendarBlockEntry | null;
  onClose: () => void;
}) {
  const refreshNights = useRefreshNights();
  const remove = useMutation({
    mutationFn: removeManualBlock,
    onSuccess: async () => {
      toast({ title: 'Block removed', description: 'The nights are open to guests again.' });
      onClose();
      await refreshNights();
    },
    onError: (error) =>
      toast({
        title: 'Could not remove the block',
        description: failureMessage(error, 'The block could not be removed.'),
        variant: 'destructive',
      }),
  });
  return (
    <Dialog
      open={block !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Remove this block?"
      description={block ? `${villaName(block.villaId)}, ${formatStay(block)}` : undefined}
      className="max-w-md"
    >
      <p>The nights go back on sale on the booking page and in the export feeds.</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          Keep block
        </Button>
        <Button
          className="bg-red-700 text-white hover:bg-red-800"
          disabled={remove.isPending}
          onClick={() => block && remove.mutate(block.id)}
        >
          Remove block
        </Button>
      </div>
    </Dialog>
  );
}
