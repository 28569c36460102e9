import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  contactTypes,
  noteCategories,
  type EmailTemplate,
  outboxAudiences,
  outboxStatuses,
  staffRoles,
} from '../../shared/contract';
import {
  calendarBlockSources,
  calendarExportScopes,
  manualBlockReasons,
} from '../../shared/contract/calendar';
import { bookingStatuses } from '../../shared/domain/booking-rules';

/** A PostgreSQL `daterange`, written and read as its canonical text form `[start,end)`. */
const daterange = customType<{ data: string; driverData: string }>({
  dataType: () => 'daterange',
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

export const villas = pgTable(
  'villas',
  {
    /** Fixed ids from the content module: 1 agave, 2 coconut, 3 lime, 4 pina. */
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull(),
    capacity: integer('capacity').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: integer('bathrooms').notNull(),
    basePriceCents: integer('base_price_cents').notNull(),
    image: text('image').notNull(),
    color: text('color').notNull(),
    amenities: text('amenities').array().notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('villas_capacity_positive', sql`${t.capacity} >= 1`),
    check('villas_price_not_negative', sql`${t.basePriceCents} >= 0`),
  ],
);

/** Registration offers admin and manager; `staff` is the column default of the spec. */
export const adminRoles = [...staffRoles, 'staff'] as const;

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: adminRoles }).notNull().default('staff'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('admin_users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('admin_users_email_key').on(sql`lower(${t.email})`),
    check('admin_users_role_valid', sql`${t.role} in (${inList(adminRoles)})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the session token; the token itself only lives in the cookie. */
    id: text('id').primaryKey(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_admin_user_id_idx').on(t.adminUserId)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    bookingReference: text('booking_reference').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    guests: integer('guests').notNull(),
    specialRequests: text('special_requests'),
    villaPreferences: text('villa_preferences').array(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    isEntireComplex: boolean('is_entire_complex').notNull().default(false),
    status: text('status', { enum: bookingStatuses }).notNull().default('pending'),
    /** A pending booking blocks its nights until this moment unless its card is authorized. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').unique(),
    approved: boolean('approved'),
    approvedBy: integer('approved_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    adminSummaryNotes: text('admin_summary_notes'),
    paymentProvider: text('payment_provider'),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    stripePaymentStatus: text('stripe_payment_status'),
    stripePaymentAmount: integer('stripe_payment_amount'),
    stripeCaptured: boolean('stripe_captured').notNull().default(false),
    authorizationExpiresAt: timestamp('authorization_expires_at', { withTimezone: true }),
    guestNotificationSent: boolean('guest_notification_sent').notNull().default(false),
    adminNotificationSent: boolean('admin_notification_sent').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_status_idx').on(t.status),
    index('bookings_created_at_idx').on(t.createdAt),
    check('bookings_dates_ordered', sql`${t.endDate} > ${t.startDate}`),
    check('bookings_guests_range', sql`${t.guests} between 1 and 14`),
    check('bookings_total_not_negative', sql`${t.totalPriceCents} >= 0`),
    check('bookings_status_valid', sql`${t.status} in (${inList(bookingStatuses)})`),
  ],
);

/**
 * A channel calendar (Airbnb, VRBO, ...) imported into one villa. The import keeps the outcome of
 * its last attempt; a failed attempt leaves the blocks of the last good one in place.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    villaId: integer('villa_id')
      .notNull()
      .references(() => villas.id),
    /** The channel's name as staff know it, e.g. "Airbnb". */
    name: text('name').notNull(),
    url: text('url').notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** Events of the last successful import that became blocks. */
    eventCount: integer('event_count'),
    lastError: text('last_error'),
    createdBy: integer('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_villa_url_key').on(t.villaId, t.url)],
);

/**
 * Nights of one villa closed without a booking: a manual block made by staff (owner stay,
 * maintenance) or an event of an imported feed. Its nights are held by a booking_villas row.
 */
export const calendarBlocks = pgTable(
  'calendar_blocks',
  {
    id: serial('id').primaryKey(),
    villaId: integer('villa_id')
      .notNull()
      .references(() => villas.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    source: text('source', { enum: calendarBlockSources }).notNull(),
    feedId: integer('feed_id').references(() => calendarFeeds.id, { onDelete: 'cascade' }),
    /** The imported event's UID: the same event in the next import updates this block. */
    eventUid: text('event_uid'),
    reason: text('reason', { enum: manualBlockReasons }),
    /** Staff's words for a manual block; an imported event's summary. Never published. */
    note: text('note'),
    createdBy: integer('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('calendar_blocks_feed_event_key').on(t.feedId, t.eventUid),
    index('calendar_blocks_villa_id_idx').on(t.villaId),
    check('calendar_blocks_dates_ordered', sql`${t.endDate} > ${t.startDate}`),
    check('calendar_blocks_source_valid', sql`${t.source} in (${inList(calendarBlockSources)})`),
    check(
      'calendar_blocks_ical_fields',
      sql`(${t.source} = 'ical') = (${t.feedId} is not null and ${t.eventUid} is not null)`,
    ),
    check(
      'calendar_blocks_manual_reason',
      sql`(${t.source} = 'manual') = (${t.reason} is not null)`,
    ),
    check(
      'calendar_blocks_reason_valid',
      sql`${t.reason} is null or ${t.reason} in (${inList(manualBlockReasons)})`,
    ),
  ],
);

/** The secret token in each export feed's address; regenerating it retires the old address. */
export const calendarExportTokens = pgTable(
  'calendar_export_tokens',
  {
    scope: text('scope', { enum: calendarExportScopes }).primaryKey(),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'calendar_export_tokens_scope_valid',
      sql`${t.scope} in (${inList(calendarExportScopes)})`,
    ),
  ],
);

/**
 * One row per villa of a booking or of a calendar block (exactly one of the two). `blocks` is
 * true while the row holds the villa's nights; an exclusion constraint (migration 0001) forbids
 * two blocking rows for the same villa whose half-open `[start, end)` ranges overlap, so neither
 * a double booking nor a booking on a blocked night can be written. An imported block that
 * overlaps something already there is kept with `blocks` false: that is a conflict for staff.
 */
export const bookingVillas = pgTable(
  'booking_villas',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    blockId: integer('block_id').references(() => calendarBlocks.id, { onDelete: 'cascade' }),
    villaId: integer('villa_id')
      .notNull()
      .references(() => villas.id),
    stay: daterange('stay').notNull(),
    blocks: boolean('blocks').notNull().default(true),
  },
  (t) => [
    uniqueIndex('booking_villas_booking_villa_key').on(t.bookingId, t.villaId),
    uniqueIndex('booking_villas_block_key').on(t.blockId),
    check('booking_villas_one_owner', sql`(${t.bookingId} is null) <> (${t.blockId} is null)`),
  ],
);

export const bookingNotes = pgTable(
  'booking_notes',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    category: text('category', { enum: noteCategories }).notNull().default('general'),
    /** 0 normal, 1 high, 2 urgent. */
    priority: smallint('priority').notNull().default(0),
    resolved: boolean('resolved').notNull().default(false),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_notes_booking_id_idx').on(t.bookingId),
    check('booking_notes_priority_range', sql`${t.priority} between 0 and 2`),
    check('booking_notes_category_valid', sql`${t.category} in (${inList(noteCategories)})`),
  ],
);

export const customerLeads = pgTable(
  'customer_leads',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message'),
    source: text('source').notNull().default('website'),
    status: text('status').notNull().default('new'),
    assignedTo: integer('assigned_to').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastContactedAt: timestamp('last_contacted_at', { withTimezone: true }),
    notes: text('notes'),
  },
  (t) => [uniqueIndex('customer_leads_email_key').on(sql`lower(${t.email})`)],
);

export const communications = pgTable(
  'communications',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id').references(() => customerLeads.id, { onDelete: 'set null' }),
    adminId: integer('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    direction: text('direction', { enum: ['inbound', 'outbound'] }).notNull(),
    subject: text('subject'),
    content: text('content').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('communications_lead_id_idx').on(t.leadId)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number'),
  contactType: text('contact_type', { enum: contactTypes }).notNull().default('general'),
  subject: text('subject'),
  message: text('message').notNull(),
  createdAt: createdAt(),
  readAt: timestamp('read_at', { withTimezone: true }),
});

/** Transactional e-mail outbox: written in the same transaction as the event it reports. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    template: text('template').$type<EmailTemplate>().notNull(),
    /** Whom the message is for: sending it sets the booking's guest or admin notification flag. */
    audience: text('audience', { enum: outboxAudiences }).notNull().default('guest'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    contactMessageId: integer('contact_message_id').references(() => contactMessages.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: outboxStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Makes enqueueing idempotent: the same event never queues the same message twice. */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('email_outbox_status_valid', sql`${t.status} in (${inList(outboxStatuses)})`),
    check('email_outbox_audience_valid', sql`${t.audience} in (${inList(outboxAudiences)})`),
  ],
);

/**
 * Payment intents of the built-in `test` provider: the same states as Stripe's, kept in the
 * database so test payments survive restarts and are shared by every app instance.
 */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  amountCents: integer('amount_cents').notNull(),
  status: text('status').notNull(),
  captureBefore: timestamp('capture_before', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Stripe webhook events already applied: a replayed event id changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  paymentIntentId: text('payment_intent_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Guests' thumbs up or down on a concierge answer, so staff can see which answers fail. */
export const chatFeedback = pgTable(
  'chat_feedback',
  {
    id: serial('id').primaryKey(),
    /** The concierge's answer the guest rated. */
    messageText: text('message_text').notNull(),
    /** The guest's question it replied to, when the panel sent it. */
    question: text('question'),
    helpful: boolean('helpful').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_feedback_created_at_idx').on(t.createdAt)],
);
