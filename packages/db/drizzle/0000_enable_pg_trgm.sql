-- Trigram matching for partial words and small typos in keyword search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
