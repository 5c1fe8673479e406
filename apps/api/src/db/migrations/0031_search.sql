-- Quick search (docs/search.md): accent- and case-insensitive matching of names, phones and lot numbers.
-- `unaccent` ships with PostgreSQL and is a trusted extension (a database owner may create it, PostgreSQL 13+).
-- `unaccent(text)` is only STABLE (it finds its dictionary through search_path), so no index expression may use it:
-- `f_unaccent` names the dictionary with its schema and is declared IMMUTABLE, the usual wrapper. Indexes on it are
-- added only where bench/search.bench.ts shows a need (docs/search.md "Figures").
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN public.unaccent('public.unaccent'::regdictionary, $1);
