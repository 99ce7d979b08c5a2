-- Custom SQL: search without a place or area lists the newest live listings first (and the
-- landing page's featured listings); read from this index instead of sorting every live listing.
CREATE INDEX listings_live_published_idx ON listings (published_at DESC NULLS LAST, id) WHERE status = 'live';
