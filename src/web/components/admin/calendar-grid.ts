import { addMonths, format, getDaysInMonth, isWeekend, parseISO } from 'date-fns';
import {
  manualBlockReasonLabels,
  type CalendarEntry,
  type CalendarConflict,
} from '../../../shared/contract/calendar';
import type { IsoDate } from '../../../shared/domain/dates';
import { statusLabels } from './booking-format';

/** What occupies a villa-night on the staff calendar; each kind has its own look. */
/** `conflict` marks a free night an imported event in conflict wanted. */
export type CellKind = 'confirmed' | 'pending' | 'manual' | 'ical' | 'conflict';

export interface DayColumn {
  date: IsoDate;
  day: number;
  /** Two letters, e.g. "Mo". */
  weekday: string;
  weekend: boolean;
}

export interface CalendarCell {
  kind: CellKind;
  /** One letter, so the kind can be told without colour (explained in the legend). */
  letter: string;
  /** What the cell means, in words, for screen readers and the tooltip. */
  label: string;
  /** An imported event in conflict on this night, if any. */
  conflict: string | null;
}

export interface LegendItem {
  kind: CellKind;
  letter: string;
  label: string;
}

/** `YYYY-MM` of a date. */
export const monthOf = (date: IsoDate) => date.slice(0, 7);

export function shiftMonth(month: string, months: number): string {
  return format(addMonths(parseISO(`${month}-01`), months), 'yyyy-MM');
}

export function monthTitle(month: string): string {
  return format(parseISO(`${month}-01`), 'MMMM yyyy');
}

export function monthDays(month: string): DayColumn[] {
  const first = parseISO(`${month}-01`);
  return Array.from({ length: getDaysInMonth(first) }, (_, index) => {
    const date = new Date(first.getFullYear(), first.getMonth(), index + 1);
    return {
      date: format(date, 'yyyy-MM-dd'),
      day: index + 1,
      weekday: format(date, 'EEEEEE'),
      weekend: isWeekend(date),
    };
  });
}

const covers = (entry: { startDate: IsoDate; endDate: IsoDate }, night: IsoDate) =>
  entry.startDate <= night && night < entry.endDate;

const feedLetter = (feedName: string | null) => (feedName?.trim().charAt(0) || 'I').toUpperCase();

const manualLetters = { 'owner-stay': 'O', maintenance: 'M', other: 'X' } as const;

function describe(entry: CalendarEntry): Omit<CalendarCell, 'conflict'> {
  if (entry.kind === 'booking') {
    return {
      kind: entry.status === 'confirmed' ? 'confirmed' : 'pending',
      letter: entry.status === 'confirmed' ? 'C' : 'P',
      label: `${statusLabels[entry.status]} booking ${entry.bookingReference}, ${entry.guestName}`,
    };
  }
  const note = entry.note ? `: ${entry.note}` : '';
  if (entry.source === 'ical') {
    return {
      kind: 'ical',
      letter: feedLetter(entry.feedName),
      label: `${entry.feedName ?? 'Imported'} (imported)${note}`,
    };
  }
  const reason = entry.reason ?? 'other';
  return {
    kind: 'manual',
    letter: manualLetters[reason],
    label: `${manualBlockReasonLabels[reason]} block${note}`,
  };
}

/** An entry in words, as the month's list shows it. */
export function entryLabel(entry: CalendarEntry): string {
  const { label } = describe(entry);
  return entry.kind === 'block' && entry.conflict
    ? `${label} (in conflict, holds no nights)`
    : label;
}

/**
 * One villa's row: for each night, what holds it (or null when free). An imported event in
 * conflict holds nothing, so it only marks the nights it wanted.
 */
export function villaRow(
  villaId: number,
  days: readonly DayColumn[],
  entries: readonly CalendarEntry[],
  conflicts: readonly CalendarConflict[],
): (CalendarCell | null)[] {
  const holding = entries.filter(
    (entry) => entry.villaId === villaId && !(entry.kind === 'block' && entry.conflict),
  );
  const wanted = conflicts.filter((conflict) => conflict.villaId === villaId);
  return days.map(({ date }) => {
    const entry = holding.find((candidate) => covers(candidate, date));
    const conflict = wanted.find((candidate) => covers(candidate, date));
    const conflictLabel = conflict ? `${conflict.feedName ?? 'Channel'} event in conflict` : null;
    if (!entry) {
      return conflict
        ? {
            kind: 'conflict',
            letter: '!',
            label: `Free; ${conflictLabel}`,
            conflict: conflictLabel,
          }
        : null;
    }
    return { ...describe(entry), conflict: conflictLabel };
  });
}

/** The legend: the fixed kinds, then each channel feed seen this month. */
export function legendFor(entries: readonly CalendarEntry[]): LegendItem[] {
  const items: LegendItem[] = [
    { kind: 'confirmed', letter: 'C', label: 'Confirmed booking' },
    { kind: 'pending', letter: 'P', label: 'Pending booking (awaiting approval or payment)' },
    { kind: 'manual', letter: 'O', label: 'Owner stay' },
    { kind: 'manual', letter: 'M', label: 'Maintenance' },
    { kind: 'manual', letter: 'X', label: 'Other block' },
  ];
  const feedNames = new Set(
    entries.flatMap((entry) =>
      entry.kind === 'block' && entry.source === 'ical' ? [entry.feedName ?? 'Imported'] : [],
    ),
  );
  for (const name of [...feedNames].sort()) {
    items.push({ kind: 'ical', letter: feedLetter(name), label: `${name} (imported)` });
  }
  return items;
}
