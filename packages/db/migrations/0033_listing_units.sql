CREATE TABLE "listing_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"marking" text,
	"size_code" text,
	"note" text,
	"out_of_service" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_units_position_check" CHECK ("listing_units"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "booking_units" (
	"booking_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"return_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	CONSTRAINT "booking_units_booking_id_unit_id_pk" PRIMARY KEY("booking_id","unit_id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "unit_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_units" ADD CONSTRAINT "listing_units_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_units" ADD CONSTRAINT "listing_units_size_code_sizes_code_fk" FOREIGN KEY ("size_code") REFERENCES "sizes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_units" ADD CONSTRAINT "booking_units_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_units" ADD CONSTRAINT "booking_units_unit_id_listing_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "listing_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_units" ADD CONSTRAINT "booking_units_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_units_position_idx" ON "listing_units" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "booking_units_unit_idx" ON "booking_units" USING btree ("unit_id","start_date") WHERE "booking_units"."active";--> statement-breakpoint
CREATE INDEX "booking_units_listing_idx" ON "booking_units" USING btree ("listing_id","start_date") WHERE "booking_units"."active";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_unit_count_check" CHECK ("bookings"."unit_count" >= 1);--> statement-breakpoint
-- Every listing so far is one bike: it gets its first unit, and each of its bookings holds that unit,
-- active while the booking blocks (the old per-listing constraint kept them apart, so they fit).
INSERT INTO "listing_units" ("listing_id", "position") SELECT "id", 1 FROM "listings";--> statement-breakpoint
INSERT INTO "booking_units" ("booking_id", "unit_id", "listing_id", "start_date", "end_date", "pickup_at", "return_at", "active")
SELECT b."id", u."id", b."listing_id", b."start_date", b."end_date", b."pickup_at", b."return_at", b."status" IN ('accepted', 'paid', 'ongoing', 'disputed')
FROM "bookings" b JOIN "listing_units" u ON u."listing_id" = b."listing_id";--> statement-breakpoint
-- The rule moves from the listing to each unit: two active holds of one unit may not share an instant.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "booking_units" ADD CONSTRAINT "booking_units_no_overlap" EXCLUDE USING gist ("unit_id" WITH =, tstzrange("pickup_at", "return_at", '[)') WITH &&) WHERE ("active");--> statement-breakpoint
-- A new listing, however it is made (the wizard, the seeds, a script), starts with its first unit.
CREATE FUNCTION "biclou_listing_first_unit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "listing_units" ("listing_id", "position") VALUES (NEW."id", 1);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_first_unit" AFTER INSERT ON "listings" FOR EACH ROW EXECUTE FUNCTION "biclou_listing_first_unit"();--> statement-breakpoint
-- A booking's holds follow its status and its span, whichever operation or job changes them: they
-- become active when it starts blocking (so the exclusion constraint has the last word on an accept)
-- and free the units when it stops.
CREATE FUNCTION "biclou_booking_units_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "booking_units" SET
    "active" = NEW."status" IN ('accepted', 'paid', 'ongoing', 'disputed'),
    "start_date" = NEW."start_date", "end_date" = NEW."end_date",
    "pickup_at" = NEW."pickup_at", "return_at" = NEW."return_at"
  WHERE "booking_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_units_follow" AFTER UPDATE OF "status", "start_date", "end_date", "pickup_at", "return_at" ON "bookings"
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."pickup_at" IS DISTINCT FROM NEW."pickup_at"
  OR OLD."return_at" IS DISTINCT FROM NEW."return_at" OR OLD."start_date" IS DISTINCT FROM NEW."start_date"
  OR OLD."end_date" IS DISTINCT FROM NEW."end_date")
EXECUTE FUNCTION "biclou_booking_units_follow"();
