-- Sessions and the profile auth/ping returns are cached in each node's memory
-- (src/plugins/session-cache.ts). Every change to what they are made of, by any node, the office
-- CLI or a seed, NOTIFYs the channel club_sessions with the ids of the users concerned (commas
-- between them; '*' for everyone), and every node drops those users' cached sessions. The rule
-- for a table a new profile field reads is in src/modules/auth/README.md: give it a trigger here.
-- Arguments: the columns holding user ids. A person's family holder is told too: the holder's
-- pending payments count the person's tickets (modules/family/family.repository.ts).
CREATE OR REPLACE FUNCTION club_notify_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[] := '{}';
  col text;
  v text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('club_sessions', '*');
    RETURN NULL;
  END IF;
  FOREACH col IN ARRAY TG_ARGV LOOP
    IF TG_OP <> 'DELETE' THEN
      v := to_jsonb(NEW) ->> col;
      IF v IS NOT NULL THEN ids := ids || v::int; END IF;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      v := to_jsonb(OLD) ->> col;
      IF v IS NOT NULL THEN ids := ids || v::int; END IF;
    END IF;
  END LOOP;
  ids := ids || ARRAY(SELECT holder_id FROM family_links WHERE person_id = ANY(ids));
  IF cardinality(ids) > 0 THEN
    PERFORM pg_notify('club_sessions', (SELECT string_agg(DISTINCT i::text, ',') FROM unnest(ids) AS i));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A session ends (logout, "close other sessions", expiry, the account removed): its user. The
-- once-a-minute touch (an UPDATE) changes nothing a node keeps, so it notifies nobody.
CREATE TRIGGER sessions_notify_sessions AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION club_notify_sessions('user_id');
--> statement-breakpoint
CREATE TRIGGER sessions_truncate_notify_sessions AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_sessions();
--> statement-breakpoint
-- The profile itself, permissions (isGod, allow_impersonate…), the password, the account removed.
CREATE TRIGGER users_notify_sessions AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION club_notify_sessions('id');
--> statement-breakpoint
CREATE TRIGGER users_truncate_notify_sessions AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_sessions();
--> statement-breakpoint
-- The pending payments (a signup, its payment, its hold lapsing), for the person and whoever made the ticket.
CREATE TRIGGER course_signups_notify_sessions AFTER INSERT OR UPDATE OR DELETE ON "course_signups" FOR EACH ROW EXECUTE FUNCTION club_notify_sessions('user_id', 'created_by');
--> statement-breakpoint
CREATE TRIGGER course_signups_truncate_notify_sessions AFTER TRUNCATE ON "course_signups" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_sessions();
--> statement-breakpoint
CREATE TRIGGER family_links_notify_sessions AFTER INSERT OR UPDATE OR DELETE ON "family_links" FOR EACH ROW EXECUTE FUNCTION club_notify_sessions('holder_id', 'person_id');
--> statement-breakpoint
CREATE TRIGGER family_links_truncate_notify_sessions AFTER TRUNCATE ON "family_links" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_sessions();
--> statement-breakpoint
-- The profile's requests part (licenses, last_me, pending_ctransactions, sportscard).
CREATE TRIGGER licence_requests_notify_sessions AFTER INSERT OR UPDATE OR DELETE ON "licence_requests" FOR EACH ROW EXECUTE FUNCTION club_notify_sessions('user_id');
--> statement-breakpoint
CREATE TRIGGER licence_requests_truncate_notify_sessions AFTER TRUNCATE ON "licence_requests" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_sessions();
--> statement-breakpoint
CREATE TRIGGER exam_bookings_notify_sessions AFTER INSERT OR UPDATE OR DELETE ON "exam_bookings" FOR EACH ROW EXECUTE FUNCTION club_notify_sessions('user_id');
--> statement-breakpoint
CREATE TRIGGER exam_bookings_truncate_notify_sessions AFTER TRUNCATE ON "exam_bookings" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_sessions();
--> statement-breakpoint
CREATE TRIGGER sportscard_requests_notify_sessions AFTER INSERT OR UPDATE OR DELETE ON "sportscard_requests" FOR EACH ROW EXECUTE FUNCTION club_notify_sessions('user_id');
--> statement-breakpoint
CREATE TRIGGER sportscard_requests_truncate_notify_sessions AFTER TRUNCATE ON "sportscard_requests" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_sessions();
--> statement-breakpoint
-- The billing's returned charges are pending payments of their debtor account.
CREATE TRIGGER charges_notify_sessions AFTER INSERT OR UPDATE OR DELETE ON "charges" FOR EACH ROW EXECUTE FUNCTION club_notify_sessions('debtor_id');
--> statement-breakpoint
CREATE TRIGGER charges_truncate_notify_sessions AFTER TRUNCATE ON "charges" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_sessions();
