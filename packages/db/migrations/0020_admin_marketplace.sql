ALTER TABLE "booking_settings" ADD COLUMN "min_payout_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "icon" text;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "priority" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "vat_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD COLUMN "icon" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
CREATE INDEX "listings_created_id_idx" ON "listings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "listings_updated_id_idx" ON "listings" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "listings_price_id_idx" ON "listings" USING btree (coalesce("price_per_day_cents", -1),"id");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at","id");--> statement-breakpoint
-- Custom SQL: the standard VAT rates and the shipped categories' icons, for databases seeded before this migration.
UPDATE "countries" SET "vat_rate_bp" = CASE "code" WHEN 'FR' THEN 2000 WHEN 'CH' THEN 810 WHEN 'BE' THEN 2100 WHEN 'LU' THEN 1700 ELSE 0 END;--> statement-breakpoint
UPDATE "categories" SET "icon" = CASE "slug" WHEN 'city' THEN 'bike' WHEN 'road' THEN 'route' WHEN 'mountain' THEN 'mountain' WHEN 'gravel' THEN 'map' WHEN 'cargo' THEN 'truck' WHEN 'kids' THEN 'baby' WHEN 'folding' THEN 'package' WHEN 'tandem' THEN 'bike' WHEN 'bmx' THEN 'trophy' WHEN 'accessories' THEN 'wrench' END;
