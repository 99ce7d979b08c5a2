-- Extensions first: PGlite can hang if they are created after tables that use them.
CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
