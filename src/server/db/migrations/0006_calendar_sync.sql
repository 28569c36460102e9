CREATE TABLE "calendar_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"villa_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"source" text NOT NULL,
	"feed_id" integer,
	"event_uid" text,
	"reason" text,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_blocks_dates_ordered" CHECK ("calendar_blocks"."end_date" > "calendar_blocks"."start_date"),
	CONSTRAINT "calendar_blocks_source_valid" CHECK ("calendar_blocks"."source" in ('manual', 'ical')),
	CONSTRAINT "calendar_blocks_ical_fields" CHECK (("calendar_blocks"."source" = 'ical') = ("calendar_blocks"."feed_id" is not null and "calendar_blocks"."event_uid" is not null)),
	CONSTRAINT "calendar_blocks_manual_reason" CHECK (("calendar_blocks"."source" = 'manual') = ("calendar_blocks"."reason" is not null)),
	CONSTRAINT "calendar_blocks_reason_valid" CHECK ("calendar_blocks"."reason" is null or "calendar_blocks"."reason" in ('owner-stay', 'maintenance', 'other'))
);
--> statement-breakpoint
CREATE TABLE "calendar_export_tokens" (
	"scope" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_export_tokens_scope_valid" CHECK ("calendar_export_tokens"."scope" in ('agave', 'coconut', 'lime', 'pina', 'complex'))
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"villa_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"event_count" integer,
	"last_error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_villas" DROP CONSTRAINT "booking_villas_booking_id_villa_id_pk";--> statement-breakpoint
ALTER TABLE "booking_villas" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_villas" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_villas" ADD COLUMN "block_id" integer;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_blocks_feed_event_key" ON "calendar_blocks" USING btree ("feed_id","event_uid");--> statement-breakpoint
CREATE INDEX "calendar_blocks_villa_id_idx" ON "calendar_blocks" USING btree ("villa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_villa_url_key" ON "calendar_feeds" USING btree ("villa_id","url");--> statement-breakpoint
ALTER TABLE "booking_villas" ADD CONSTRAINT "booking_villas_block_id_calendar_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."calendar_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_villas_booking_villa_key" ON "booking_villas" USING btree ("booking_id","villa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_villas_block_key" ON "booking_villas" USING btree ("block_id");--> statement-breakpoint
ALTER TABLE "booking_villas" ADD CONSTRAINT "booking_villas_one_owner" CHECK (("booking_villas"."booking_id" is null) <> ("booking_villas"."block_id" is null));