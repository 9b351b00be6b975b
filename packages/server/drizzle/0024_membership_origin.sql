ALTER TABLE "membership_joins" ADD COLUMN "origin" text DEFAULT 'join' NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_joins" ADD CONSTRAINT "membership_joins_origin_check" CHECK ("membership_joins"."origin" in ('join', 'registry'));--> statement-breakpoint
-- An unpaid join fee is a pending payment of its person and of their holder
-- (membership.repository.ts countUnpaidJoinsSql): the cached sessions of both drop when a join
-- is asked for, paid, or dropped (0020_session_notify.sql).
CREATE TRIGGER membership_joins_notify_sessions AFTER INSERT OR UPDATE OR DELETE ON "membership_joins" FOR EACH ROW EXECUTE FUNCTION club_notify_sessions('user_id');
--> statement-breakpoint
CREATE TRIGGER membership_joins_truncate_notify_sessions AFTER TRUNCATE ON "membership_joins" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_sessions();
