-- Custom SQL first: the generated column of place_names calls this function.
-- The search key of a name: lower-case, accent-free (unaccent), punctuation and spaces as one space.
-- IMMUTABLE so it can be indexed (unaccent itself is only STABLE because its dictionary could change).
CREATE OR REPLACE FUNCTION biclou_search_key(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '[^a-z0-9]+', ' ', 'g'))
$$;--> statement-breakpoint
CREATE TABLE "listing_places" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_names" (
	"place_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_key" text GENERATED ALWAYS AS (biclou_search_key(name)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "places_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"country" char(2) NOT NULL,
	"code" text NOT NULL,
	"parent_id" integer,
	"population" integer DEFAULT 0 NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"point" "point" NOT NULL,
	"south" double precision NOT NULL,
	"west" double precision NOT NULL,
	"north" double precision NOT NULL,
	"east" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_places" ADD CONSTRAINT "listing_places_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_places" ADD CONSTRAINT "listing_places_city_id_places_id_fk" FOREIGN KEY ("city_id") REFERENCES "places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_names" ADD CONSTRAINT "place_names_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_country_countries_code_fk" FOREIGN KEY ("country") REFERENCES "countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_parent_id_places_id_fk" FOREIGN KEY ("parent_id") REFERENCES "places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_places_city_idx" ON "listing_places" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "place_names_key" ON "place_names" USING btree ("place_id","name");--> statement-breakpoint
CREATE INDEX "place_names_trgm_idx" ON "place_names" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "place_names_prefix_idx" ON "place_names" USING btree ("name_key" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "places_slug_key" ON "places" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "places_source_key" ON "places" USING btree ("country","kind","code");--> statement-breakpoint
CREATE INDEX "places_parent_idx" ON "places" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "places_point_idx" ON "places" USING gist ("point");--> statement-breakpoint
CREATE INDEX "places_kind_population_idx" ON "places" USING btree ("kind","population");--> statement-breakpoint
-- Custom SQL: each listing belongs to the city nearest its public point (kept by this trigger).
CREATE OR REPLACE FUNCTION biclou_listing_place() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.location IS NULL THEN
    DELETE FROM listing_places WHERE listing_id = NEW.id;
  ELSE
    INSERT INTO listing_places (listing_id, city_id)
      SELECT NEW.id, p.id FROM places p WHERE p.kind = 'city' ORDER BY p.point <-> NEW.location LIMIT 1
      ON CONFLICT (listing_id) DO UPDATE SET city_id = excluded.city_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_place_trigger AFTER INSERT OR UPDATE OF location ON listings FOR EACH ROW EXECUTE FUNCTION biclou_listing_place();--> statement-breakpoint
-- Custom SQL: search reads only live listings; a partial GiST index on their public point.
CREATE INDEX listings_live_location_idx ON listings USING gist (location) WHERE status = 'live';
