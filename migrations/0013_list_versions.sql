CREATE TABLE "list_versions" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- Added by hand: each table an admin list reads bumps its version in the writing transaction
-- (server/lib/list-cache.ts keys its totals and ids on them). One row per statement, not per row.
CREATE FUNCTION "bump_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "list_versions" ("table_name", "version") VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT ("table_name") DO UPDATE SET "version" = "list_versions"."version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "list_versions" ("table_name") VALUES ('applicants'), ('jobs'), ('inquiries'), ('contact_messages');--> statement-breakpoint
CREATE TRIGGER "applicants_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "applicants" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"();--> statement-breakpoint
CREATE TRIGGER "jobs_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"();--> statement-breakpoint
CREATE TRIGGER "inquiries_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "inquiries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"();--> statement-breakpoint
CREATE TRIGGER "contact_messages_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contact_messages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"();
