-- The audit log is append-only for the application: no UPDATE, no TRUNCATE, and DELETE only of
-- rows older than the retention time (6 years: modules/admin/audit.service.ts AUDIT_RETENTION_YEARS),
-- which is what the 'purge-audit-log' job deletes. A backup restore may TRUNCATE it. Keep the interval here in step with that constant.
CREATE FUNCTION audit_log_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '6 years' THEN
    RETURN OLD;
  END IF;
  -- `npm run backup restore` replaces every table, this one with the backup's own log, inside
  -- one transaction that says so (cli/backup.ts: SET LOCAL club.restore = 'on').
  IF TG_OP = 'TRUNCATE' AND current_setting('club.restore', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_guard();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_guard();
