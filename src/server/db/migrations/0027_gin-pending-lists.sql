-- Trigram indexes take new rows through a small pending list (docs/decisions/025): one row at a time
-- into the index cost 4,4 s for a 5 000-row import on the embedded database, during which every other
-- request waited; through a pending list of at most 256 kB the same import costs 0,6 s. The list is
-- merged into the index each time it fills, so a search reads through at most 256 kB of it (with the
-- default 4 MB, migration 0008 measured searches slower than without an index).
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['customers_search_trgm_idx', 'machines_search_trgm_idx', 'parts_search_trgm_idx'] LOOP
    IF EXISTS (SELECT 1 FROM pg_class WHERE relname = name AND relkind = 'i') THEN
      EXECUTE format('ALTER INDEX %I SET (fastupdate = on, gin_pending_list_limit = 256)', name);
    END IF;
  END LOOP;
END
$$;
