CREATE TABLE "listing_calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_attempt_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_imported_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_imported_blocks_order_check" CHECK ("listing_imported_blocks"."ends_at" > "listing_imported_blocks"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "listing_calendar_feeds" ADD CONSTRAINT "listing_calendar_feeds_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_imported_blocks" ADD CONSTRAINT "listing_imported_blocks_feed_id_listing_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "listing_calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_imported_blocks" ADD CONSTRAINT "listing_imported_blocks_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_calendar_feeds_listing_url_idx" ON "listing_calendar_feeds" USING btree ("listing_id","url");--> statement-breakpoint
CREATE INDEX "listing_calendar_feeds_due_idx" ON "listing_calendar_feeds" USING btree ("next_sync_at");--> statement-breakpoint
CREATE INDEX "listing_imported_blocks_listing_idx" ON "listing_imported_blocks" USING btree ("listing_id","ends_at");--> statement-breakpoint
CREATE INDEX "listing_imported_blocks_feed_idx" ON "listing_imported_blocks" USING btree ("feed_id");