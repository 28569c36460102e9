CREATE TABLE "chat_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_text" text NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_feedback_created_at_idx" ON "chat_feedback" USING btree ("created_at");