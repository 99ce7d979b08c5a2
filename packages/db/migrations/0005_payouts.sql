CREATE TABLE "banking_details" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"holder_name" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"provider" text NOT NULL,
	"provider_account_ref" text,
	"kyc_status" text DEFAULT 'unverified' NOT NULL,
	"kyc_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banking_details_kyc_status_check" CHECK ("banking_details"."kyc_status" IN ('unverified', 'pending', 'verified', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payout_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "payout_items_amount_check" CHECK ("payout_items"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ref" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"comment" text,
	"failure_reason" text,
	"provider" text,
	"provider_ref" text,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_ref_unique" UNIQUE("ref"),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_cents" > 0),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" IN ('pending', 'processed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "banking_details" ADD CONSTRAINT "banking_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_items_payout_idx" ON "payout_items" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_one_live_key" ON "payout_items" USING btree ("booking_id") WHERE "payout_items"."released_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payouts_owner_idx" ON "payouts" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status");