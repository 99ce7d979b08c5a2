CREATE TABLE "deposit_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"hold_id" uuid,
	"amount_cents" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"description" text NOT NULL,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"filed_by" uuid,
	"filed_at" timestamp with time zone NOT NULL,
	"renter_answer" text,
	"answered_at" timestamp with time zone,
	"status" text NOT NULL,
	"decided_cents" integer,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_claims_amount_check" CHECK ("deposit_claims"."amount_cents" > 0),
	CONSTRAINT "deposit_claims_description_check" CHECK (char_length("deposit_claims"."description") BETWEEN 1 AND 2000),
	CONSTRAINT "deposit_claims_answer_check" CHECK ("deposit_claims"."renter_answer" IS NULL OR char_length("deposit_claims"."renter_answer") <= 2000),
	CONSTRAINT "deposit_claims_decided_check" CHECK (("deposit_claims"."status" = 'decided') = ("deposit_claims"."decided_at" IS NOT NULL) AND ("deposit_claims"."decided_cents" IS NULL OR ("deposit_claims"."decided_cents" >= 0 AND "deposit_claims"."decided_cents" <= "deposit_claims"."amount_cents")))
);
--> statement-breakpoint
CREATE TABLE "deposit_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"decline_message" text,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"captured_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_holds_amount_check" CHECK ("deposit_holds"."amount_cents" > 0),
	CONSTRAINT "deposit_holds_captured_check" CHECK ("deposit_holds"."captured_cents" >= 0 AND "deposit_holds"."captured_cents" <= "deposit_holds"."amount_cents" AND ("deposit_holds"."captured_cents" > 0) = ("deposit_holds"."status" IN ('captured', 'partially_captured')))
);
--> statement-breakpoint
ALTER TABLE "deposit_claims" ADD CONSTRAINT "deposit_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_claims" ADD CONSTRAINT "deposit_claims_hold_id_deposit_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "deposit_holds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_claims" ADD CONSTRAINT "deposit_claims_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_claims" ADD CONSTRAINT "deposit_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_holds" ADD CONSTRAINT "deposit_holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_claims_booking_key" ON "deposit_claims" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "deposit_holds_booking_idx" ON "deposit_holds" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_holds_idempotency_key" ON "deposit_holds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_holds_provider_ref_key" ON "deposit_holds" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_holds_live_key" ON "deposit_holds" USING btree ("booking_id") WHERE "deposit_holds"."status" = 'authorised';