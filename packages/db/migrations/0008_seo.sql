CREATE TABLE "locale_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text,
	"description" text,
	"h1" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"h1" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locale_pages" ADD CONSTRAINT "locale_pages_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locale_pages_place_locale_key" ON "locale_pages" USING btree ("place_id","locale");--> statement-breakpoint
CREATE INDEX "locale_pages_locale_idx" ON "locale_pages" USING btree ("locale");--> statement-breakpoint
CREATE UNIQUE INDEX "page_templates_kind_locale_key" ON "page_templates" USING btree ("kind","locale");--> statement-breakpoint
-- Custom SQL: the kinds and locales the code knows (drizzle's text enums are not checked by the database).
ALTER TABLE "page_templates" ADD CONSTRAINT "page_templates_kind_check" CHECK ("kind" IN ('city', 'department', 'region'));--> statement-breakpoint
ALTER TABLE "page_templates" ADD CONSTRAINT "page_templates_locale_check" CHECK ("locale" IN ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "locale_pages" ADD CONSTRAINT "locale_pages_locale_check" CHECK ("locale" IN ('en', 'fr'));
