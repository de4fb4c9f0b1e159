-- CMS versions and publications are history: a save adds a version, a rollback adds a version
-- copying an older one, a publish adds a publication. Nothing rewrites or deletes them, not even
-- a bug in the platform: rows may only be inserted.
CREATE OR REPLACE FUNCTION cms_history_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cms_versions_no_update_delete BEFORE UPDATE OR DELETE ON cms_versions
  FOR EACH ROW EXECUTE FUNCTION cms_history_refuse_change();
--> statement-breakpoint
CREATE TRIGGER cms_versions_no_truncate BEFORE TRUNCATE ON cms_versions
  FOR EACH STATEMENT EXECUTE FUNCTION cms_history_refuse_change();
--> statement-breakpoint
CREATE TRIGGER cms_publications_no_update_delete BEFORE UPDATE OR DELETE ON cms_publications
  FOR EACH ROW EXECUTE FUNCTION cms_history_refuse_change();
--> statement-breakpoint
CREATE TRIGGER cms_publications_no_truncate BEFORE TRUNCATE ON cms_publications
  FOR EACH STATEMENT EXECUTE FUNCTION cms_history_refuse_change();
