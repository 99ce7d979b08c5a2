ALTER TABLE "places" ADD COLUMN "listing_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "places_kind_listings_idx" ON "places" USING btree ("kind","listing_count");--> statement-breakpoint
-- Custom SQL: live listing counts per place, kept by the listings trigger (a city, its parent and grandparent).
CREATE OR REPLACE FUNCTION biclou_place_count_add(city integer, delta integer) RETURNS void LANGUAGE sql AS $$
  UPDATE places SET listing_count = listing_count + delta
  WHERE id IN (
    SELECT city
    UNION ALL SELECT c.parent_id FROM places c WHERE c.id = city
    UNION ALL SELECT d.parent_id FROM places c JOIN places d ON d.id = c.parent_id WHERE c.id = city
  );
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION biclou_listing_place() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_city integer;
  new_city integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT lp.city_id INTO old_city FROM listing_places lp WHERE lp.listing_id = OLD.id;
  END IF;
  IF TG_OP = 'DELETE' THEN
    -- BEFORE DELETE: the cascade has not removed the link yet.
    IF old_city IS NOT NULL AND OLD.status = 'live' THEN PERFORM biclou_place_count_add(old_city, -1); END IF;
    RETURN OLD;
  END IF;
  IF NEW.location IS NULL THEN
    DELETE FROM listing_places WHERE listing_id = NEW.id;
  ELSIF TG_OP = 'INSERT' OR old_city IS NULL OR NOT (NEW.location ~= OLD.location) THEN
    SELECT p.id INTO new_city FROM places p WHERE p.kind = 'city' ORDER BY p.point <-> NEW.location LIMIT 1;
    IF new_city IS NOT NULL THEN
      INSERT INTO listing_places (listing_id, city_id) VALUES (NEW.id, new_city)
        ON CONFLICT (listing_id) DO UPDATE SET city_id = excluded.city_id;
    END IF;
  ELSE
    new_city := old_city;
  END IF;
  IF TG_OP = 'UPDATE' AND old_city IS NOT NULL AND OLD.status = 'live' THEN PERFORM biclou_place_count_add(old_city, -1); END IF;
  IF new_city IS NOT NULL AND NEW.status = 'live' THEN PERFORM biclou_place_count_add(new_city, 1); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS listings_place_trigger ON listings;--> statement-breakpoint
CREATE TRIGGER listings_place_trigger AFTER INSERT OR UPDATE OF location, status ON listings FOR EACH ROW EXECUTE FUNCTION biclou_listing_place();--> statement-breakpoint
CREATE TRIGGER listings_place_delete_trigger BEFORE DELETE ON listings FOR EACH ROW EXECUTE FUNCTION biclou_listing_place();
