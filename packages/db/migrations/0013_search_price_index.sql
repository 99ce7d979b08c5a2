-- Custom SQL: search by price without a place or area reads the cheapest live listings in order.
CREATE INDEX listings_live_price_idx ON listings (price_per_day_cents, id) WHERE status = 'live';
