-- A payout item pays out a booking's credited earnings or its captured deposit, each in one live payout at most.
DROP INDEX "payout_items_one_live_key";--> statement-breakpoint
ALTER TABLE "payout_items" ADD COLUMN "kind" text DEFAULT 'credit' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_one_live_key" ON "payout_items" USING btree ("booking_id","kind") WHERE "payout_items"."released_at" IS NULL;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_kind_check" CHECK ("payout_items"."kind" IN ('credit', 'deposit_captured'));