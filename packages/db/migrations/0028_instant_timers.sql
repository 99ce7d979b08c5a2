-- A booking keeps the owner's notice of its request time: its answer and payment windows end that
-- long before the pickup (domain booking-timers). Existing bookings take the notice their listing
-- follows today: the listing's hours, else the owner's default hours, else the marketplace's 24 hours.
ALTER TABLE "bookings" ADD COLUMN "notice_hours" integer;--> statement-breakpoint
UPDATE "bookings" b SET "notice_hours" = COALESCE(
  (l."opening_hours" ->> 'minNoticeHours')::integer,
  (u."default_opening_hours" ->> 'minNoticeHours')::integer,
  24
) FROM "listings" l JOIN "users" u ON u."id" = l."owner_id" WHERE l."id" = b."listing_id";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "notice_hours" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_instant_window_check" CHECK ("booking_settings"."instant_payment_window_minutes" BETWEEN 5 AND 1440);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_notice_hours_check" CHECK ("bookings"."notice_hours" >= 1);--> statement-breakpoint
-- The "pickup in 2 hours" reminder is one more notice sent once per booking.
ALTER TABLE "booking_notices" DROP CONSTRAINT "booking_notices_kind_check";--> statement-breakpoint
ALTER TABLE "booking_notices" ADD CONSTRAINT "booking_notices_kind_check" CHECK ("kind" IN ('starts_tomorrow', 'pickup_soon', 'review_reminder_renter', 'review_reminder_owner'));
