CREATE TABLE "listing_calendar_exports" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_calendar_exports" ADD CONSTRAINT "listing_calendar_exports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE cascade ON UPDATE no action;