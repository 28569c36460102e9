import { describe, expect, it } from 'vitest';
import type {
  CalendarBlockEntry,
  CalendarBookingEntry,
  CalendarConflict,
} from '../../../shared/contract/calendar';
import {
  entryLabel,
  legendFor,
  monthDays,
  monthTitle,
  shiftMonth,
  villaRow,
} from './calendar-grid';

const booking: CalendarBookingEntry = {
  kind: 'booking',
  id: 7,
  villaId: 1,
  startDate: '2027-02-26',
  endDate: '2027-03-03',
  status: 'confirmed',
  bookingReference: 'BGV-7',
  guestName: 'Ada Lovelace',
};

const block = (overrides: Partial<CalendarBlockEntry>): CalendarBlockEntry => ({
  kind: 'block',
  id: 1,
  villaId: 1,
  startDate: '2027-03-05',
  endDate: '2027-03-07',
  source: 'manual',
  reason: 'maintenance',
  note: 'Pool pump',
  feedName: null,
  conflict: false,
  ...overrides,
});

describe('the staff calendar grid', () => {
  it('lays a month out day by day and moves across years', () => {
    const days = monthDays('2027-02');
    expect(days).toHaveLength(28);
    expect(days[0]).toEqual({ date: '2027-02-01', day: 1, weekday: 'Mo', weekend: false });
    expect(days[5]).toMatchObject({ date: '2027-02-06', weekday: 'Sa', weekend: true });
    expect(monthDays('2028-02')).toHaveLength(29);
    expect(shiftMonth('2027-12', 1)).toBe('2028-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(monthTitle('2027-03')).toBe('March 2027');
  });

  it('marks each night with what holds it; the check-out day is free', () => {
    const row = villaRow(1, monthDays('2027-03'), [booking, block({})], []);
    expect(row[0]).toEqual({
      kind: 'confirmed',
      letter: 'C',
      label: 'Confirmed booking BGV-7, Ada Lovelace',
      conflict: null,
    });
    expect(row[1]).toMatchObject({ letter: 'C' });
    expect(row[2]).toBeNull();
    expect(row[4]).toEqual({
      kind: 'manual',
      letter: 'M',
      label: 'Maintenance block: Pool pump',
      conflict: null,
    });
    expect(row[6]).toBeNull();
    expect(villaRow(2, monthDays('2027-03'), [booking], []).every((cell) => cell === null)).toBe(
      true,
    );
  });

  it('shows imported blocks by their channel and marks the nights a conflict wanted', () => {
    const imported = block({ source: 'ical', reason: null, note: null, feedName: 'VRBO' });
    const conflict: CalendarConflict = {
      ...block({ id: 2, source: 'ical', reason: null, note: null, feedName: 'Airbnb' }),
      startDate: '2027-03-02',
      endDate: '2027-03-04',
      conflict: true,
      overlaps: ['Booking BGV-7 (Confirmed)'],
    };
    const row = villaRow(1, monthDays('2027-03'), [booking, imported, conflict], [conflict]);
    expect(row[1]).toMatchObject({
      letter: 'C',
      conflict: 'Airbnb event in conflict',
    });
    expect(row[2]).toMatchObject({
      kind: 'conflict',
      letter: '!',
      label: 'Free; Airbnb event in conflict',
    });
    expect(row[4]).toMatchObject({ kind: 'ical', letter: 'V', label: 'VRBO (imported)' });
    expect(entryLabel(conflict)).toBe('Airbnb (imported) (in conflict, holds no nights)');
    expect(entryLabel(booking)).toBe('Confirmed booking BGV-7, Ada Lovelace');
  });

  it('lists every kind in the legend, and each channel seen this month', () => {
    const legend = legendFor([
      block({ source: 'ical', reason: null, feedName: 'VRBO' }),
      block({ source: 'ical', reason: null, feedName: 'Airbnb' }),
      booking,
    ]);
    expect(legend.map((item) => `${item.letter} ${item.label}`)).toEqual([
      'C Confirmed booking',
      'P Pending booking (awaiting approval or payment)',
      'O Owner stay',
      'M Maintenance',
      'X Other block',
      'A Airbnb (imported)',
      'V VRBO (imported)',
    ]);
  });
});
