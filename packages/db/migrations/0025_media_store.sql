CREATE TABLE "media_objects" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_variants" (
	"name" text PRIMARY KEY NOT NULL,
	"source_key" text NOT NULL,
	"bytes" bigint NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_objects_owner_idx" ON "media_objects" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "media_variants_source_idx" ON "media_variants" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "media_variants_lru_idx" ON "media_variants" USING btree ("last_used_at");--> statement-breakpoint
-- Photos uploaded before the quota count from the start (listing photos know their size; chat and handover photos did not keep it).
INSERT INTO "media_objects" ("key", "owner_id", "bytes", "created_at")
SELECT p."key", l."owner_id", p."bytes", p."created_at" FROM "listing_photos" p JOIN "listings" l ON l."id" = p."listing_id"
ON CONFLICT DO NOTHING;
