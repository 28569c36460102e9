import { queryOptions } from '@tanstack/react-query';
import type {
  AdminBooking,
  BookingNote,
  ConciergeFeedbackSummary,
  CustomerLead,
  DashboardOverview,
  DemoAccount,
  GuestMessage,
  LoginRequest,
  NoteCreateInput,
  OutboxMessage,
  OutboxSummary,
  RegisterRequest,
  RegisterResponse,
  StaffAccount,
  StaffProfile,
  StaffUserUpdateRequest,
} from '../../shared/contract/admin';
import type {
  CalendarBlockEntry,
  CalendarExportLink,
  CalendarExportScope,
  CalendarFeedCreateRequest,
  CalendarFeedView,
  ManualBlockCreateRequest,
  StaffCalendarMonth,
} from '../../shared/contract/calendar';
import type { BookingStatus } from '../../shared/domain/booking-rules';
import { ApiError, apiDelete, apiGet, apiPatch, apiPost } from './api';

/** The staff API (spec section 7), as the dashboard calls it. */
const admin = (path: string) => `/api/admin${path}`;

/** The signed-in staff member, or null when signed out (a 401 or any failure, spec section 4). */
async function fetchProfile(): Promise<StaffProfile | null> {
  try {
    return await apiGet<StaffProfile>(admin('/profile'));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) {
      console.warn('The staff session could not be loaded:', error);
    }
    return null;
  }
}

export const staffKeys = {
  all: ['admin'] as const,
  profile: ['admin', 'profile'] as const,
  overview: ['admin', 'overview'] as const,
  bookings: ['admin', 'bookings'] as const,
  notes: (bookingId: number) => ['admin', 'notes', bookingId] as const,
  leads: ['admin', 'leads'] as const,
  messages: ['admin', 'messages'] as const,
  conciergeFeedback: ['admin', 'concierge-feedback'] as const,
  users: ['admin', 'users'] as const,
  outbox: ['admin', 'outbox'] as const,
  calendar: ['admin', 'calendar'] as const,
  calendarMonth: (month: string) => ['admin', 'calendar', month] as const,
  calendarFeeds: ['admin', 'calendar-feeds'] as const,
  calendarExport: ['admin', 'calendar-export'] as const,
};

export const profileQuery = queryOptions({ queryKey: staffKeys.profile, queryFn: fetchProfile });

export const overviewQuery = queryOptions({
  queryKey: staffKeys.overview,
  queryFn: () => apiGet<DashboardOverview>(admin('/overview')),
});

/** Filtering happens on the server; every filter is a query of its own. */
export function bookingsQuery(filter: { status?: BookingStatus; q?: string } = {}) {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.q?.trim()) params.set('q', filter.q.trim());
  const search = params.size > 0 ? `?${params}` : '';
  return queryOptions({
    queryKey: [...staffKeys.bookings, filter.status ?? 'all', filter.q?.trim() ?? ''],
    queryFn: () => apiGet<AdminBooking[]>(admin(`/bookings${search}`)),
  });
}

export const notesQuery = (bookingId: number) =>
  queryOptions({
    queryKey: staffKeys.notes(bookingId),
    queryFn: () => apiGet<BookingNote[]>(admin(`/bookings/${bookingId}/notes`)),
  });

export const leadsQuery = queryOptions({
  queryKey: staffKeys.leads,
  queryFn: () => apiGet<CustomerLead[]>(admin('/leads')),
});

export const guestMessagesQuery = queryOptions({
  queryKey: staffKeys.messages,
  queryFn: () => apiGet<GuestMessage[]>(admin('/messages')),
});

export const conciergeFeedbackQuery = queryOptions({
  queryKey: staffKeys.conciergeFeedback,
  queryFn: () => apiGet<ConciergeFeedbackSummary>(admin('/concierge-feedback')),
});

export const outboxQuery = queryOptions({
  queryKey: staffKeys.outbox,
  queryFn: () => apiGet<OutboxSummary>(admin('/outbox')),
});

export const staffAccountsQuery = queryOptions({
  queryKey: staffKeys.users,
  queryFn: () => apiGet<StaffAccount[]>(admin('/users')),
});

/** The staff calendar's month, `YYYY-MM`. */
export const calendarMonthQuery = (month: string) =>
  queryOptions({
    queryKey: staffKeys.calendarMonth(month),
    queryFn: () => apiGet<StaffCalendarMonth>(admin(`/calendar?month=${month}`)),
  });

export const calendarFeedsQuery = queryOptions({
  queryKey: staffKeys.calendarFeeds,
  queryFn: () => apiGet<CalendarFeedView[]>(admin('/calendar-feeds')),
});

export const calendarExportQuery = queryOptions({
  queryKey: staffKeys.calendarExport,
  queryFn: () => apiGet<CalendarExportLink[]>(admin('/calendar-export')),
});

/** The demo account's credentials, or null outside demo mode. */
export const demoAccountQuery = queryOptions({
  queryKey: ['admin', 'demo-account'],
  queryFn: () => apiGet<DemoAccount>(admin('/demo-account')).catch(() => null),
});

export const signIn = (credentials: LoginRequest) =>
  apiPost<StaffProfile>(admin('/login'), credentials);
export const signOut = () => apiPost<{ message: string }>(admin('/logout'));
export const registerStaff = (account: RegisterRequest) =>
  apiPost<RegisterResponse>(admin('/register'), account);

export const changeBookingStatus = (bookingId: number, status: BookingStatus) =>
  apiPatch<AdminBooking>(admin(`/bookings/${bookingId}/status`), { status });
export const decideBooking = (bookingId: number, approved: boolean) =>
  apiPatch<AdminBooking>(admin(`/bookings/${bookingId}/approval`), { approved });

export const addBookingNote = (bookingId: number, note: NoteCreateInput) =>
  apiPost<BookingNote>(admin(`/bookings/${bookingId}/notes`), note);
export const setNoteResolved = (noteId: number, resolved: boolean) =>
  apiPatch<BookingNote>(admin(`/notes/${noteId}`), { resolved });

export const markLeadContacted = (leadId: number) =>
  apiPost<CustomerLead>(admin(`/leads/${leadId}/contacted`));

export const markGuestMessage = (messageId: number, read: boolean) =>
  apiPatch<GuestMessage>(admin(`/messages/${messageId}`), { read });

export const retryEmail = (messageId: number) =>
  apiPost<OutboxMessage>(admin(`/outbox/${messageId}/retry`));

export const updateStaffAccount = (userId: number, update: StaffUserUpdateRequest) =>
  apiPatch<StaffAccount>(admin(`/users/${userId}`), update);

export const addManualBlocks = (block: ManualBlockCreateRequest) =>
  apiPost<CalendarBlockEntry[]>(admin('/calendar/blocks'), block);
export const removeManualBlock = (blockId: number) =>
  apiDelete<void>(admin(`/calendar/blocks/${blockId}`));

export const addCalendarFeed = (feed: CalendarFeedCreateRequest) =>
  apiPost<CalendarFeedView>(admin('/calendar-feeds'), feed);
export const removeCalendarFeed = (feedId: number) =>
  apiDelete<void>(admin(`/calendar-feeds/${feedId}`));
export const importCalendarFeed = (feedId: number) =>
  apiPost<CalendarFeedView>(admin(`/calendar-feeds/${feedId}/import`));
export const regenerateExportToken = (scope: CalendarExportScope) =>
  apiPost<CalendarExportLink>(admin(`/calendar-export/${scope}/token`));

/** A failed call's message for a toast: the server's words, or the spec's default. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}
