-- Custom SQL: a listing belongs to the city its owner named when that city lies within about
-- 15 km of its public point (a bike in "Lyon" whose blurred point falls nearer Villeurbanne's
-- centre still counts for Lyon); otherwise, as before, to the nearest city.
CREATE OR REPLACE FUNCTION biclou_city_of(loc point, city_name text) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT COALESCE(
    (SELECT p.id FROM place_names n JOIN places p ON p.id = n.place_id
      WHERE n.name_key = biclou_search_key(city_name) AND p.kind = 'city'
        AND p.point <@ box(point(loc[0] - 0.2, loc[1] - 0.14), point(loc[0] + 0.2, loc[1] + 0.14))
      ORDER BY p.point <-> loc LIMIT 1),
    (SELECT p.id FROM places p WHERE p.kind = 'city' ORDER BY p.point <-> loc LIMIT 1));
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
  ELSIF TG_OP = 'INSERT' OR old_city IS NULL OR NOT (NEW.location ~= OLD.location) OR NEW.city IS DISTINCT FROM OLD.city THEN
    new_city := biclou_city_of(NEW.location, NEW.city);
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
CREATE TRIGGER listings_place_trigger AFTER INSERT OR UPDATE OF location, city, status ON listings FOR EACH ROW EXECUTE FUNCTION biclou_listing_place();--> statement-breakpoint
-- Links every located listing to its city (what the trigger does row by row), then recounts the
-- live listings of every place (a city, its parent, its grandparent). After a places load too.
CREATE OR REPLACE FUNCTION biclou_rebuild_listing_places() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_places (listing_id, city_id)
    SELECT l.id, c.id FROM listings l CROSS JOIN LATERAL (SELECT biclou_city_of(l.location, l.city) AS id) c
    WHERE l.location IS NOT NULL AND c.id IS NOT NULL
    ON CONFLICT (listing_id) DO UPDATE SET city_id = excluded.city_id;
  UPDATE places SET listing_count = 0 WHERE listing_count <> 0;
  UPDATE places p SET listing_count = x.n FROM (
    SELECT a.id, sum(a.n)::int AS n
    FROM (SELECT lp.city_id, count(*)::int AS n FROM listing_places lp JOIN listings l ON l.id = lp.listing_id AND l.status = 'live' GROUP BY 1) k
    JOIN places c ON c.id = k.city_id
    LEFT JOIN places d ON d.id = c.parent_id
    CROSS JOIN LATERAL (VALUES (c.id, k.n), (c.parent_id, k.n), (d.parent_id, k.n)) a(id, n)
    WHERE a.id IS NOT NULL GROUP BY a.id
  ) x WHERE p.id = x.id;
END
$$;--> statement-breakpoint
SELECT biclou_rebuild_listing_places();
