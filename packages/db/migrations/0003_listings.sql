CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "listing_accessories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_per_day_cents" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_accessories_price_check" CHECK ("listing_accessories"."price_per_day_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "listing_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"position" integer NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_photos_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "listing_unavailable_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "listing_unavailable_periods_order_check" CHECK ("listing_unavailable_periods"."end_date" >= "listing_unavailable_periods"."start_date")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"category_id" uuid,
	"sub_category_id" uuid,
	"size_code" text,
	"is_elec" boolean DEFAULT false NOT NULL,
	"brand" text,
	"model" text,
	"description_fr" text,
	"description_en" text,
	"buying_date" date,
	"marking" text,
	"new_value_cents" integer,
	"address" text,
	"postal_code" text,
	"city" text,
	"country" char(2),
	"lat" double precision,
	"lng" double precision,
	"approx_lat" double precision,
	"approx_lng" double precision,
	"location" "point",
	"price_per_day_cents" integer,
	"currency" char(3) DEFAULT 'EUR' NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"min_booking_days" integer DEFAULT 1 NOT NULL,
	"notice_days" integer DEFAULT 0 NOT NULL,
	"discount_7_days" integer DEFAULT 0 NOT NULL,
	"discount_30_days" integer DEFAULT 0 NOT NULL,
	"cancelation_option" text DEFAULT 'short_notice' NOT NULL,
	"suspended_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "listings_money_check" CHECK ("listings"."price_per_day_cents" >= 0 AND "listings"."deposit_cents" >= 0 AND "listings"."new_value_cents" >= 0),
	CONSTRAINT "listings_booking_rules_check" CHECK ("listings"."min_booking_days" >= 1 AND "listings"."notice_days" >= 0),
	CONSTRAINT "listings_discounts_check" CHECK ("listings"."discount_7_days" BETWEEN 0 AND 90 AND "listings"."discount_30_days" BETWEEN 0 AND 90)
);
--> statement-breakpoint
CREATE TABLE "sizes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"label_en" text NOT NULL,
	"label_fr" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_accessories" ADD CONSTRAINT "listing_accessories_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_unavailable_periods" ADD CONSTRAINT "listing_unavailable_periods_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "sub_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_size_code_sizes_code_fk" FOREIGN KEY ("size_code") REFERENCES "sizes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_country_countries_code_fk" FOREIGN KEY ("country") REFERENCES "countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_accessories_listing_idx" ON "listing_accessories" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_photos_listing_idx" ON "listing_photos" USING btree ("listing_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_photos_one_cover_key" ON "listing_photos" USING btree ("listing_id") WHERE "listing_photos"."is_cover";--> statement-breakpoint
CREATE INDEX "listing_unavailable_periods_listing_idx" ON "listing_unavailable_periods" USING btree ("listing_id","start_date");--> statement-breakpoint
CREATE INDEX "listings_owner_idx" ON "listings" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "listings_status_idx" ON "listings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "listings_location_idx" ON "listings" USING gist ("location");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_categories_slug_key" ON "sub_categories" USING btree ("category_id","slug");