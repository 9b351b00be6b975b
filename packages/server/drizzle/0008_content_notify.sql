-- Public reads are cached in each node's memory (plugins/public-cache.ts). Any change to the
-- content they are made of, by any node, the office CLI or a seed, tells every node to drop its
-- cache: one NOTIFY per statement on the channel club_content.
CREATE OR REPLACE FUNCTION club_notify_content() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('club_content', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER courses_notify_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_content();
--> statement-breakpoint
CREATE TRIGGER slides_notify_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "slides" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_content();
--> statement-breakpoint
CREATE TRIGGER banners_notify_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_content();
--> statement-breakpoint
CREATE TRIGGER record_groups_notify_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "record_groups" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_content();
--> statement-breakpoint
CREATE TRIGGER record_files_notify_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "record_files" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_content();
--> statement-breakpoint
CREATE TRIGGER membership_types_notify_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "membership_types" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_content();
--> statement-breakpoint
CREATE TRIGGER team_sections_notify_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_sections" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_content();
--> statement-breakpoint
CREATE TRIGGER team_members_notify_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_members" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_content();
--> statement-breakpoint
CREATE TRIGGER history_milestones_notify_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "history_milestones" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_content();
--> statement-breakpoint
CREATE TRIGGER training_schedules_notify_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "training_schedules" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_content();
--> statement-breakpoint
CREATE TRIGGER legal_documents_notify_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "legal_documents" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_content();
--> statement-breakpoint
CREATE TRIGGER legal_sections_notify_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "legal_sections" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_content();
--> statement-breakpoint
CREATE TRIGGER news_notify_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_content();
--> statement-breakpoint
CREATE TRIGGER news_translations_notify_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news_translations" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_content();
--> statement-breakpoint
CREATE TRIGGER news_files_notify_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news_files" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_content();
--> statement-breakpoint
CREATE TRIGGER course_variants_notify_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_variants" FOR EACH STATEMENT EXECUTE FUNCTION club_notify_content();
