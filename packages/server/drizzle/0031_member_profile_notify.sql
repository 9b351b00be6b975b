-- auth/ping's memberProfile (discount, season level, pool limit) is read from member_profiles
-- and cached with the session (modules/auth/auth.service.ts buildProfile): the office changing a
-- swimmer's level, by any node, the CLI or a seed, drops that person's (and their holder's)
-- cached sessions, as the other tables of the profile do (0020_session_notify.sql).
CREATE TRIGGER member_profiles_notify_sessions AFTER INSERT OR UPDATE OR DELETE ON "member_profiles" FOR EACH ROW EXECUTE FUNCTION club_notify_sessions('user_id');
--> statement-breakpoint
CREATE TRIGGER member_profiles_truncate_notify_sessions AFTER TRUNCATE ON "member_profiles" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_sessions();
