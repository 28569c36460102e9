import { z } from 'zod';
import { bookingStatuses, type BookingStatus, type PaymentBadge } from '../domain/booking-rules';
import type { contactTypes } from './contact';
import { emailField, requiredText, textField } from './fields';

const username = requiredText(3, 50, 'Username must be at least 3 characters');
// An upper bound keeps a hostile password from making hashing expensive.
const password = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(6, 'Password must be at least 6 characters')
  .max(200, 'Password must be at most 200 characters');

/** `POST /api/admin/login`. */
export const LoginSchema = z.strictObject({ username, password });
export type LoginRequest = z.infer<typeof LoginSchema>;

export const staffRoles = ['admin', 'manager'] as const;

/**
 * `POST /api/admin/register`. Any other field a client sends (active, id, ...) is dropped,
 * never applied: whether the account is active is the server's decision.
 */
export const RegisterSchema = z.object({
  username,
  password,
  email: emailField('Please enter a valid email'),
  role: z.enum(staffRoles, 'Please select a role'),
});
export type RegisterRequest = z.infer<typeof RegisterSchema>;

export const noteCategories = ['general', 'payment', 'guest', 'property', 'maintenance'] as const;

/** Note priorities: stored as 0-2, offered as words (spec section 7 keeps both readings). */
export const notePriorityWords = { normal: 0, high: 1, important: 1, urgent: 2 } as const;

const notePriority = z.union(
  [
    z.union([z.literal(0), z.literal(1), z.literal(2)]),
    z
      .enum(Object.keys(notePriorityWords) as [keyof typeof notePriorityWords])
      .transform((word) => notePriorityWords[word]),
  ],
  { error: 'Priority must be normal, high or urgent (or 0, 1, 2)' },
);

/** `POST /api/admin/bookings/{id}/notes`. */
export const NoteCreateSchema = z.strictObject({
  note: requiredText(1, 5000, 'Please write a note'),
  category: z.enum(noteCategories, 'Choose a note category').default('general'),
  priority: notePriority.default(0),
});
export type NoteCreateRequest = z.infer<typeof NoteCreateSchema>;
/** What a client may send: priorities as words or numbers. */
export type NoteCreateInput = z.input<typeof NoteCreateSchema>;

/** Villa definition (spec section 5, server definition). */
export const VillaInputSchema = z.strictObject({
  name: requiredText(2, 100, 'Name must be at least 2 characters'),
  slug: textField(50)
    .min(2, 'Slug must be at least 2 characters')
    .regex(/^[a-z0-9-]+$/, 'Use lowercase letters, digits and hyphens'),
  description: textField(5000).min(10, 'Description must be at least 10 characters'),
  capacity: z.number().int().min(1, 'Must sleep at least 1 guest'),
  bedrooms: z.number().int().min(1, 'Must have at least 1 bedroom'),
  bathrooms: z.number().int().min(1, 'Must have at least 1 bathroom'),
  basePrice: z.number().min(0, 'Price must be a positive number'),
  image: textField(500).min(1, 'Image URL is required'),
  color: textField(50).min(1, 'Color theme is required'),
  amenities: z.array(textField(100)).min(1, 'Amenities list is required'),
  isAvailable: z.boolean().default(true),
});

/** `PATCH /api/admin/notes/{id}`. */
export const NoteUpdateSchema = z.strictObject({
  resolved: z.boolean({ error: 'Say whether the note is resolved (true or false)' }),
});
export type NoteUpdateRequest = z.infer<typeof NoteUpdateSchema>;

/** `PATCH /api/admin/messages/{id}`. */
export const ContactMessageUpdateSchema = z.strictObject({
  read: z.boolean({ error: 'Say whether the message is read (true or false)' }),
});

/** `PATCH /api/admin/users/{id}` (administrators only). */
export const StaffUserUpdateSchema = z
  .strictObject({
    active: z.boolean({ error: 'Active must be true or false' }).optional(),
    role: z.enum(staffRoles, 'Please select a role').optional(),
  })
  .refine((update) => update.active !== undefined || update.role !== undefined, {
    message: 'Send active or role to change',
  });
export type StaffUserUpdateRequest = z.infer<typeof StaffUserUpdateSchema>;

/** `GET /api/admin/bookings?status=&q=`: `q` matches the guest's name or the reference. */
export const AdminBookingsQuerySchema = z.strictObject({
  status: z.enum(bookingStatuses, 'Choose a valid booking status').optional(),
  q: textField(100).optional(),
});

/*
 * The staff API's answers as JSON (times are ISO strings). The server builds them in
 * src/server/services/admin; the dashboard reads them.
 */

export type StaffRole = (typeof staffRoles)[number];

/** `GET /api/admin/profile` and `POST /api/admin/login`. */
export interface StaffProfile {
  id: number;
  username: string;
  email: string;
  role: StaffRole | 'staff';
  firstName: string | null;
  lastName: string | null;
  lastLogin: string | null;
}

/** `GET /api/admin/users` items and `POST /api/admin/register`'s `user`. */
export interface StaffAccount extends StaffProfile {
  active: boolean;
  createdAt: string;
}

/** `POST /api/admin/register`. */
export interface RegisterResponse {
  message: string;
  user: StaffAccount;
}

/** `GET /api/admin/demo-account`, in demo mode only. */
export interface DemoAccount {
  username: string;
  password: string;
}

/** `GET /api/admin/bookings` items. */
export interface AdminBooking {
  id: number;
  bookingReference: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  guests: number;
  specialRequests: string | null;
  villaPreferences: string[] | null;
  villaIds: number[];
  isEntireComplex: boolean;
  startDate: string;
  endDate: string;
  /** Dollars. */
  totalPrice: number;
  totalPriceCents: number;
  status: BookingStatus;
  holdExpiresAt: string | null;
  approved: boolean | null;
  approvedBy: number | null;
  approvedAt: string | null;
  adminSummaryNotes: string | null;
  paymentProvider: string | null;
  stripePaymentIntentId: string | null;
  stripePaymentStatus: string | null;
  /** Cents. */
  stripePaymentAmount: number | null;
  stripeCaptured: boolean;
  authorizationExpiresAt: string | null;
  paymentBadge: PaymentBadge | null;
  guestNotificationSent: boolean;
  adminNotificationSent: boolean;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/admin/bookings/{id}/notes` items. */
export interface BookingNote {
  id: number;
  bookingId: number;
  adminId: number | null;
  adminUsername: string | null;
  note: string;
  category: (typeof noteCategories)[number];
  priority: number;
  resolved: boolean;
  resolvedAt: string | null;
  resolvedBy: number | null;
  resolvedByUsername: string | null;
  createdAt: string;
}

/** `GET /api/admin/leads` items. */
export interface CustomerLead {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  source: string;
  status: string;
  assignedTo: number | null;
  createdAt: string;
  lastContactedAt: string | null;
  notes: string | null;
}

/** `GET /api/admin/messages` items: what guests wrote through the contact forms. */
export interface GuestMessage {
  id: number;
  name: string;
  email: string;
  phoneNumber: string | null;
  contactType: (typeof contactTypes)[number];
  subject: string | null;
  message: string;
  createdAt: string;
  readAt: string | null;
}

/** `GET /api/admin/concierge-feedback`: the totals and the latest ratings, newest first. */
export interface ConciergeFeedbackSummary {
  helpful: number;
  unhelpful: number;
  recent: {
    id: number;
    messageText: string;
    question: string | null;
    helpful: boolean;
    createdAt: string;
  }[];
}

/** `GET /api/admin/overview`. */
export interface DashboardOverview {
  totalBookings: number;
  newLeads: number;
  activeLeads: number;
  unreadMessages: number;
  /** Imported channel events that overlap a booking or a block (see the Calendar tab). */
  calendarConflicts: number;
  recentBookings: AdminBooking[];
}

/**
 * E-mail outbox statuses: `sending` while a worker holds the message's lease; `unsent` when no
 * SMTP server is configured (kept, readable in the dashboard, retried by an admin once one is).
 */
export const outboxStatuses = ['queued', 'sending', 'sent', 'failed', 'unsent'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outboxAudiences = ['guest', 'staff'] as const;

/** Every kind of e-mail the site sends, with the name staff see. */
export const emailTemplateLabels = {
  'booking-received': 'Booking request received',
  'booking-new-staff': 'New booking request (staff)',
  'booking-approved': 'Booking approved',
  'booking-rejected': 'Booking rejected',
  'booking-cancelled': 'Booking cancelled',
  'contact-staff': 'New guest message (staff)',
  'contact-acknowledgement': 'Message acknowledgement',
} as const;
export type EmailTemplate = keyof typeof emailTemplateLabels;

/** One e-mail in `GET /api/admin/outbox`. */
export interface OutboxMessage {
  id: number;
  template: EmailTemplate;
  audience: (typeof outboxAudiences)[number];
  toAddress: string;
  subject: string;
  /** The plain-text version, as sent (or as it would be sent). */
  textBody: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  bookingId: number | null;
  bookingReference: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
}

/** `GET /api/admin/outbox`: the latest e-mails, newest first, and how many of each status. */
export interface OutboxSummary {
  smtpConfigured: boolean;
  counts: Record<OutboxStatus, number>;
  messages: OutboxMessage[];
}
