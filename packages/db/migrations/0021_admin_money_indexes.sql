CREATE INDEX "listing_photos_created_idx" ON "listing_photos" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_requested_at_idx" ON "bookings" USING btree ("requested_at","id");--> statement-breakpoint
CREATE INDEX "bookings_start_date_idx" ON "bookings" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "disputes_created_idx" ON "disputes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "disputes_status_created_idx" ON "disputes" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_status_created_idx" ON "payouts" USING btree ("status","created_at","id");