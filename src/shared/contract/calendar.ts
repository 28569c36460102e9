import { z } from 'zod';
import { villas, type VillaSlug } from '../content/villas';
import type { BookingStatus } from '../domain/booking-rules';
import { nightsBetween } from '../domain/dates';
import { isoDateField, requiredText, textField } from './fields';

/** Where a calendar block comes from: staff (manual) or an imported channel feed (ical). */
export const calendarBlockSources = ['manual', 'ical'] as const;
export type CalendarBlockSource = (typeof calendarBlockSources)[number];

export const manualBlockReasons = ['owner-stay', 'maintenance', 'other'] as const;
export type ManualBlockReason = (typeof manualBlockReasons)[number];

export const manualBlockReasonLabels: Record<ManualBlockReason, string> = {
  'owner-stay': 'Owner stay',
  maintenance: 'Maintenance',
  other: 'Other',
};

/** What an export feed covers: one villa (by slug), or the whole complex. */
export const calendarExportScopes = [
  'agave',
  'coconut',
  'lime',
  'pina',
  'complex',
] as const satisfies readonly (VillaSlug | 'complex')[];
export type CalendarExportScope = (typeof calendarExportScopes)[number];

/** The longest manual block: a season of owner use or works. */
export const maximumBlockNights = 366;

const villaIdField = z
  .number({ error: 'Choose a villa' })
  .int()
  .refine((id) => villas.some((villa) => villa.id === id), 'Unknown villa');

/** `POST /api/admin/calendar/blocks`: the same nights closed on each chosen villa. */
export const ManualBlockCreateSchema = z
  .strictObject({
    villaIds: z
      .array(villaIdField, { error: 'Choose at least one villa' })
      .min(1, 'Choose at least one villa')
      .max(villas.length),
    startDate: isoDateField('Choose the first blocked night'),
    endDate: isoDateField('Choose the day the block ends'),
    reason: z.enum(manualBlockReasons, 'Choose a reason'),
    note: textField(500).optional(),
  })
  .superRefine((block, ctx) => {
    const nights = nightsBetween(block.startDate, block.endDate);
    if (nights <= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The end date must be after the start date',
      });
    } else if (nights > maximumBlockNights) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `A block can last at most ${maximumBlockNights} nights`,
      });
    }
    if (block.reason === 'other' && !block.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say what the block is for' });
    }
  });
export type ManualBlockCreateRequest = z.infer<typeof ManualBlockCreateSchema>;

/** `GET /api/admin/calendar?month=2027-03`. */
export const CalendarMonthQuerySchema = z.strictObject({
  month: z
    .string({ error: 'Choose a month as YYYY-MM' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month as YYYY-MM'),
});

/** Only web addresses: a feed URL never reads a file or another protocol on the server. */
const feedUrl = z
  .string({ error: 'Enter the feed address (https://...)' })
  .trim()
  .max(2000, 'Must be at most 2000 characters')
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'Enter an http:// or https:// address');

/** `POST /api/admin/calendar-feeds` (administrators). */
export const CalendarFeedCreateSchema = z.strictObject({
  villaId: villaIdField,
  name: requiredText(2, 60, 'Name the channel, e.g. Airbnb'),
  url: feedUrl,
});
export type CalendarFeedCreateRequest = z.infer<typeof CalendarFeedCreateSchema>;

/** `POST /api/admin/calendar-export/{scope}/token`. */
export const CalendarExportScopeParamsSchema = z.object({
  scope: z.enum(calendarExportScopes, 'Unknown calendar'),
});

/*
 * The answers as JSON (times are ISO strings).
 */

/** A booking on the staff calendar. */
export interface CalendarBookingEntry {
  kind: 'booking';
  id: number;
  villaId: number;
  startDate: string;
  endDate: string;
  status: BookingStatus;
  bookingReference: string;
  guestName: string;
}

/** A manual or imported block on the staff calendar. */
export interface CalendarBlockEntry {
  kind: 'block';
  id: number;
  villaId: number;
  startDate: string;
  endDate: string;
  source: CalendarBlockSource;
  reason: ManualBlockReason | null;
  note: string | null;
  /** The imported feed's channel name; null for manual blocks. */
  feedName: string | null;
  /** An imported event that overlaps a booking or another block: it holds no nights. */
  conflict: boolean;
}

export type CalendarEntry = CalendarBookingEntry | CalendarBlockEntry;

/** An imported event in conflict, with what already holds those nights. */
export interface CalendarConflict extends CalendarBlockEntry {
  overlaps: string[];
}

/** `GET /api/admin/calendar?month=`: the month's entries and every current conflict. */
export interface StaffCalendarMonth {
  month: string;
  entries: CalendarEntry[];
  conflicts: CalendarConflict[];
}

/** `GET /api/admin/calendar-feeds` items. */
export interface CalendarFeedView {
  id: number;
  villaId: number;
  name: string;
  url: string;
  lastAttemptAt: string | null;
  lastSuccessAt: string | null;
  eventCount: number | null;
  lastError: string | null;
  createdAt: string;
}

/** `GET /api/admin/calendar-export` items: each export feed's secret address. */
export interface CalendarExportLink {
  scope: CalendarExportScope;
  label: string;
  url: string;
}
