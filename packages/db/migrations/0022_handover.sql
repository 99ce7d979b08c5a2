CREATE TABLE "handover_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"report_id" uuid,
	"uploaded_by" uuid,
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handover_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"checklist" jsonb NOT NULL,
	"battery_percent" integer,
	"odometer_km" integer,
	"notes" text DEFAULT '' NOT NULL,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"renter_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handover_reports_battery_check" CHECK ("handover_reports"."battery_percent" IS NULL OR "handover_reports"."battery_percent" BETWEEN 0 AND 100),
	CONSTRAINT "handover_reports_odometer_check" CHECK ("handover_reports"."odometer_km" IS NULL OR "handover_reports"."odometer_km" >= 0),
	CONSTRAINT "handover_reports_notes_check" CHECK (char_length("handover_reports"."notes") <= 2000),
	CONSTRAINT "handover_reports_answer_check" CHECK (("handover_reports"."status" = 'submitted') = ("handover_reports"."answered_at" IS NULL)),
	CONSTRAINT "handover_reports_comment_check" CHECK (("handover_reports"."status" = 'contested') = ("handover_reports"."renter_comment" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "handover_photos" ADD CONSTRAINT "handover_photos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_photos" ADD CONSTRAINT "handover_photos_report_id_handover_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "handover_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_photos" ADD CONSTRAINT "handover_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_reports" ADD CONSTRAINT "handover_reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_reports" ADD CONSTRAINT "handover_reports_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "handover_photos_booking_idx" ON "handover_photos" USING btree ("booking_id","kind","taken_at");--> statement-breakpoint
CREATE INDEX "handover_photos_report_idx" ON "handover_photos" USING btree ("report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "handover_reports_booking_kind_key" ON "handover_reports" USING btree ("booking_id","kind");