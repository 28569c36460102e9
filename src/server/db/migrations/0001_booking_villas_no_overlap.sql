-- No double booking, by construction: two rows that block the same villa may not have
-- overlapping stays. Stays are half-open [check-in, check-out), so a check-out day can be the
-- next guest's check-in day. btree_gist lets the integer villa_id take part in a GiST index.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "booking_villas" ADD CONSTRAINT "booking_villas_stay_bounded"
  CHECK (NOT isempty("stay") AND NOT lower_inf("stay") AND NOT upper_inf("stay"));
--> statement-breakpoint
ALTER TABLE "booking_villas" ADD CONSTRAINT "booking_villas_no_overlap"
  EXCLUDE USING gist ("villa_id" WITH =, "stay" WITH &&) WHERE ("blocks");
