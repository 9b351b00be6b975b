-- The profile's season_* fields (spec 001 §3; modules/seasons/season-profile.ts) read the
-- person's signups (course_signups: its trigger is in 0020), the seasons (which one is current:
-- the latest date_begin among those not ended) and the season's levels (which courses belong to
-- it). A change to a season or its levels may change the current season of everyone, so it drops
-- every cached session ('*'); the office edits a season a few times a year.
CREATE OR REPLACE FUNCTION club_notify_sessions_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('club_sessions', '*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER seasons_notify_sessions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seasons" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_sessions_all();
--> statement-breakpoint
CREATE TRIGGER season_levels_notify_sessions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "season_levels" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_sessions_all();
