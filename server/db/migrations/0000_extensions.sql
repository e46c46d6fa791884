-- Trigram indexes back the case-insensitive "contains" search of spec §7.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
