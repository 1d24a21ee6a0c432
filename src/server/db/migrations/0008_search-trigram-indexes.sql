-- Trigram indexes for the "any part of" searches of customers and machines (docs/decisions/009).
-- fastupdate off: entries go straight into the index. With it on, rows wait in a pending list that
-- every search reads through, which measured slower than no index at all.
-- pg_trgm ships with PostgreSQL's contrib modules and with PGlite, but not with every server (the
-- embedded PostgreSQL the tests start has no contrib) nor to every role: where it cannot be created,
-- a search reads the workshop's rows through its organisation index instead, with the same results.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS customers_search_trgm_idx ON customers USING gin (search_text gin_trgm_ops) WITH (fastupdate = off);
  CREATE INDEX IF NOT EXISTS machines_search_trgm_idx ON machines USING gin (search_text gin_trgm_ops) WITH (fastupdate = off);
EXCEPTION
  WHEN insufficient_privilege OR feature_not_supported OR undefined_file OR undefined_object THEN
    RAISE NOTICE 'pg_trgm is not available here; searches scan the workshop''s rows';
END
$$;
