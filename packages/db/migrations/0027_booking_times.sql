ALTER TABLE "booking_settings" ADD COLUMN "instant_payment_window_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "default_opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "price_per_hour_cents" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "price_per_half_day_cents" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "instant_booking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "instant_conditions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "return_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "instant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "half_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_per_half_day_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_per_hour_cents" integer;--> statement-breakpoint
-- Existing bookings were whole days: they take the marketplace's default hours on the listing's
-- clock, pickup from 08:00 on the start date and return until 20:00 on the end date (domain
-- DEFAULT_OPENING_HOURS), so each keeps its day count, its price and its tier. No listing has
-- hours of its own yet, and 08:00 and 20:00 exist on every day of the four zones.
UPDATE "bookings" b SET "time_zone" = CASE l."country" WHEN 'CH' THEN 'Europe/Zurich' WHEN 'BE' THEN 'Europe/Brussels' WHEN 'LU' THEN 'Europe/Luxembourg' ELSE 'Europe/Paris' END
FROM "listings" l WHERE l."id" = b."listing_id";--> statement-breakpoint
UPDATE "bookings" SET "pickup_at" = ("start_date" + time '08:00') AT TIME ZONE "time_zone", "return_at" = ("end_date" + time '20:00') AT TIME ZONE "time_zone";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "pickup_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "return_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "time_zone" SET NOT NULL;--> statement-breakpoint
-- Two blocking bookings of a listing may not share an instant; a return and the next pickup may meet.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("listing_id" WITH =, tstzrange("pickup_at", "return_at", '[)') WITH &&) WHERE ("status" IN ('accepted', 'paid', 'ongoing', 'disputed'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_time_prices_check" CHECK ("listings"."price_per_hour_cents" >= 0 AND "listings"."price_per_half_day_cents" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_times_check" CHECK ("bookings"."return_at" > "bookings"."pickup_at");