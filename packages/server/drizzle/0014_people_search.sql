-- The office's people search (modules/admin/people.repository.ts): a substring match over name,
-- e-mail and person id, served by a trigram index on exactly the expression the query uses, and
-- an exact match on the member number. pg_trgm is a trusted extension: the database owner may
-- create it on any PostgreSQL 13 or newer.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_search_trgm_idx ON users USING gin ((lower(first_name || ' ' || last_name || ' ' || email || ' ' || person_id)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_member_id_idx ON users (member_id);
