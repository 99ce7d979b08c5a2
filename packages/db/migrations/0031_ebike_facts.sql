ALTER TABLE "listings" ADD COLUMN "motor_type" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "battery_wh" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "range_min_km" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "range_max_km" integer;--> statement-breakpoint
CREATE INDEX "listings_live_range_location_idx" ON "listings" USING gist ("location") WHERE "listings"."status" = 'live' AND "listings"."range_max_km" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_ebike_facts_only_elec_check" CHECK ("listings"."is_elec" OR ("listings"."motor_type" IS NULL AND "listings"."battery_wh" IS NULL AND "listings"."range_min_km" IS NULL AND "listings"."range_max_km" IS NULL));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_motor_type_check" CHECK (motor_type IN ('hub_rear', 'hub_front', 'mid_drive'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_battery_check" CHECK (battery_wh BETWEEN 100 AND 2000);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_range_check" CHECK (range_min_km BETWEEN 5 AND 300 AND range_max_km BETWEEN 5 AND 300 AND range_min_km <= range_max_km);