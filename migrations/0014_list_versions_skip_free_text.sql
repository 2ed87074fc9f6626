-- Added by hand: an update that changes nothing an admin list filters or sorts on (only an admin's
-- comment or remarks, or nothing at all) leaves the table's list version alone, so the lists keep
-- their totals and ids (server/lib/list-cache.ts); they read each row of a page fresh anyway.
-- Inserts, deletes and truncates still bump it through "bump_list_version".
CREATE FUNCTION "bump_list_version_unless_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV: the columns no admin list reads for its filters, search or order.
  IF EXISTS (
    SELECT 1 FROM "old_rows" o FULL JOIN "new_rows" n ON n."id" = o."id"
    WHERE o."id" IS NULL OR n."id" IS NULL OR (to_jsonb(o) - TG_ARGV) IS DISTINCT FROM (to_jsonb(n) - TG_ARGV)
  ) THEN
    INSERT INTO "list_versions" ("table_name", "version") VALUES (TG_TABLE_NAME, 1)
    ON CONFLICT ("table_name") DO UPDATE SET "version" = "list_versions"."version" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "applicants_list_version" ON "applicants";--> statement-breakpoint
DROP TRIGGER "inquiries_list_version" ON "inquiries";--> statement-breakpoint
DROP TRIGGER "contact_messages_list_version" ON "contact_messages";--> statement-breakpoint
CREATE TRIGGER "applicants_list_version" AFTER INSERT OR DELETE OR TRUNCATE ON "applicants" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"();--> statement-breakpoint
CREATE TRIGGER "inquiries_list_version" AFTER INSERT OR DELETE OR TRUNCATE ON "inquiries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"();--> statement-breakpoint
CREATE TRIGGER "contact_messages_list_version" AFTER INSERT OR DELETE OR TRUNCATE ON "contact_messages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"();--> statement-breakpoint
CREATE TRIGGER "applicants_list_version_on_update" AFTER UPDATE ON "applicants" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version_unless_only"('remarks', 'updated_at');--> statement-breakpoint
CREATE TRIGGER "inquiries_list_version_on_update" AFTER UPDATE ON "inquiries" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version_unless_only"('comment');--> statement-breakpoint
CREATE TRIGGER "contact_messages_list_version_on_update" AFTER UPDATE ON "contact_messages" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version_unless_only"('comment');
