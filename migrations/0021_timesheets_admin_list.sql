CREATE INDEX "timesheets_hours_idx" ON "timesheets" USING btree ("total_quarter_hours","week_start","id");--> statement-breakpoint
-- Added by hand: the admin Timesheets list keeps its totals and ids per version of the table
-- (server/lib/list-cache.ts), bumped in every writing transaction; an update that changes nothing
-- (or only updated_at) leaves it alone.
INSERT INTO "list_versions" ("table_name") VALUES ('timesheets') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "timesheets_list_version" AFTER INSERT OR DELETE OR TRUNCATE ON "timesheets" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"();--> statement-breakpoint
CREATE TRIGGER "timesheets_list_version_on_update" AFTER UPDATE ON "timesheets" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version_unless_only"('updated_at');
