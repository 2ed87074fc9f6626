CREATE TABLE "version_bumps_due" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "version_bumps_due_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
ALTER TABLE "list_changes" ALTER COLUMN "version" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "list_changes" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "list_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
-- Written by hand. Until now the triggers of 0029 and 0030 wrote their shared rows (a table's list
-- version, an account's version, a subscription's Staffing row) in the writing statement, and held
-- them to the end: two transactions writing different rows of two such tables in opposite orders
-- waited on each other in a circle, and Postgres aborted one (an admin ending a placement while the
-- Stripe sync updated another subscription, then its placement). Now a trigger only notes what is
-- due, in the transaction's own settings (undone with it, or with its savepoint), and the first one
-- queues a row of "version_bumps_due"; its deferred trigger does it all as the transaction commits:
-- Staffing rows first (their list is logged as they are written), then the list versions in table
-- order, then the accounts in id order. Every writer locks those rows last, and in that one order.
-- The lists' changes are logged under no version until then; one transaction is one version.
CREATE FUNCTION "bump_at_commit"("kind" text, "items" text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  setting text := 'site.bump_' || "kind";
BEGIN
  IF coalesce(cardinality("items"), 0) = 0 THEN
    RETURN;
  END IF;
  IF coalesce(current_setting('site.version_bumps_due', true), '') = '' THEN
    INSERT INTO "version_bumps_due" DEFAULT VALUES;
    PERFORM set_config('site.version_bumps_due', 'yes', true);
  END IF;
  -- Kept sorted and without repeats, so a transaction of many small statements keeps it short.
  PERFORM set_config(setting, array_to_string(array(
    SELECT DISTINCT "item" FROM unnest(string_to_array(coalesce(current_setting(setting, true), ''), ' ') || "items") AS "item"
    WHERE "item" IS NOT NULL AND "item" <> '' ORDER BY 1), ' '), true);
END $$;--> statement-breakpoint
CREATE FUNCTION "due_at_commit"("kind" text) RETURNS text[] LANGUAGE sql AS $$
  SELECT array(SELECT "item" FROM unnest(string_to_array(coalesce(current_setting('site.bump_' || "kind", true), ''), ' ')) AS "item" WHERE "item" <> '' ORDER BY 1);
$$;--> statement-breakpoint
CREATE FUNCTION "apply_version_bumps"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  subscription_ids uuid[] := "due_at_commit"('staffing')::uuid[];
  list_table text;
  next_version bigint;
BEGIN
  IF cardinality(subscription_ids) > 0 THEN
    -- Locked first, then worked out in a statement of its own: it sees whatever the writer it
    -- waited for committed.
    PERFORM 1 FROM "staffing_rows" WHERE "id" = ANY(subscription_ids) ORDER BY "id" FOR UPDATE;
    PERFORM "refresh_staffing_rows"(subscription_ids);
  END IF;
  FOREACH list_table IN ARRAY "due_at_commit"('lists') LOOP
    INSERT INTO "list_versions" ("table_name", "version") VALUES (list_table, 1)
    ON CONFLICT ("table_name") DO UPDATE SET "version" = "list_versions"."version" + 1
    RETURNING "version" INTO next_version;
    UPDATE "list_changes" SET "version" = next_version WHERE "table_name" = list_table AND "version" IS NULL;
    -- Every 100 versions the changes older than the last 200 versions are dropped.
    IF next_version % 100 = 0 THEN
      DELETE FROM "list_changes" WHERE "table_name" = list_table AND "version" <= next_version - 200;
      UPDATE "list_versions" SET "logged_since" = greatest("logged_since", next_version - 200) WHERE "table_name" = list_table;
    END IF;
  END LOOP;
  PERFORM "bump_account_read_versions"("due_at_commit"('accounts')::uuid[]);
  PERFORM set_config('site.bump_staffing', '', true), set_config('site.bump_lists', '', true),
    set_config('site.bump_accounts', '', true), set_config('site.version_bumps_due', '', true);
  DELETE FROM "version_bumps_due" WHERE "id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "version_bumps_at_commit" AFTER INSERT ON "version_bumps_due"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "apply_version_bumps"();--> statement-breakpoint
-- As in 0029, but the changed rows are logged under no version, and the version is due at commit.
CREATE OR REPLACE FUNCTION "log_list_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The columns no list reads; none given is an empty list, not a null one.
  ignored text[] := coalesce(TG_ARGV, '{}');
  logged bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH "changed" AS MATERIALIZED (SELECT n."id", NULL::jsonb AS "old_row" FROM "new_rows" n),
    "logged" AS (
      INSERT INTO "list_changes" ("table_name", "row_id", "old_row")
      SELECT TG_TABLE_NAME, c."id", c."old_row" FROM "changed" c WHERE (SELECT count(*) FROM "changed") <= 1000
      UNION ALL SELECT TG_TABLE_NAME, NULL, NULL WHERE (SELECT count(*) FROM "changed") > 1000
      RETURNING 1
    )
    SELECT count(*) FROM "logged" INTO logged;
  ELSIF TG_OP = 'DELETE' THEN
    WITH "changed" AS MATERIALIZED (SELECT o."id", to_jsonb(o) AS "old_row" FROM "old_rows" o),
    "logged" AS (
      INSERT INTO "list_changes" ("table_name", "row_id", "old_row")
      SELECT TG_TABLE_NAME, c."id", c."old_row" FROM "changed" c WHERE (SELECT count(*) FROM "changed") <= 1000
      UNION ALL SELECT TG_TABLE_NAME, NULL, NULL WHERE (SELECT count(*) FROM "changed") > 1000
      RETURNING 1
    )
    SELECT count(*) FROM "logged" INTO logged;
  ELSIF TG_OP = 'UPDATE' THEN
    WITH "pairs" AS MATERIALIZED (
      SELECT coalesce(o."id", n."id") AS "id", to_jsonb(o) AS "old_row", to_jsonb(n) AS "new_row"
      FROM "old_rows" o FULL JOIN "new_rows" n ON n."id" = o."id"
    ), "changed" AS MATERIALIZED (
      SELECT "id", "old_row" FROM "pairs" WHERE ("old_row" - ignored) IS DISTINCT FROM ("new_row" - ignored)
    ), "logged" AS (
      INSERT INTO "list_changes" ("table_name", "row_id", "old_row")
      SELECT TG_TABLE_NAME, c."id", c."old_row" FROM "changed" c WHERE (SELECT count(*) FROM "changed") <= 1000
      UNION ALL SELECT TG_TABLE_NAME, NULL, NULL WHERE (SELECT count(*) FROM "changed") > 1000
      RETURNING 1
    )
    SELECT count(*) FROM "logged" INTO logged;
  ELSE
    -- TRUNCATE: no rows to list.
    INSERT INTO "list_changes" ("table_name", "row_id", "old_row") VALUES (TG_TABLE_NAME, NULL, NULL);
    logged := 1;
  END IF;
  IF logged > 0 THEN
    PERFORM "bump_at_commit"('lists', ARRAY[TG_TABLE_NAME::text]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- As in 0030, but the accounts are due at commit.
CREATE OR REPLACE FUNCTION "bump_account_reads"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ignored text[] := TG_ARGV[1:TG_NARGS - 1];
  written text;
  accounts uuid[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM "bump_at_commit"('accounts', array(SELECT "id"::text FROM "users"));
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    written := 'SELECT * FROM "new_rows"';
  ELSIF TG_OP = 'DELETE' THEN
    written := 'SELECT * FROM "old_rows"';
  ELSIF cardinality(ignored) = 0 THEN
    written := 'SELECT * FROM "new_rows" UNION ALL SELECT * FROM "old_rows"';
  ELSE
    written := 'WITH "changed" AS (SELECT n."id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id" WHERE (to_jsonb(o) - $1) IS DISTINCT FROM (to_jsonb(n) - $1))
      SELECT n.* FROM "new_rows" n WHERE n."id" IN (SELECT "id" FROM "changed") UNION ALL SELECT o.* FROM "old_rows" o WHERE o."id" IN (SELECT "id" FROM "changed")';
  END IF;
  EXECUTE 'WITH "written" AS MATERIALIZED (' || written || ') SELECT array(' || TG_ARGV[0] || ')' INTO accounts USING ignored;
  PERFORM "bump_at_commit"('accounts', accounts::text[]);
  RETURN NULL;
END $$;--> statement-breakpoint
-- As in 0029, but the subscriptions' Staffing rows are due at commit.
CREATE OR REPLACE FUNCTION "staffing_rows_after_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    ids := array(SELECT "id" FROM "subscriptions");
  ELSIF TG_TABLE_NAME = 'subscriptions' THEN
    IF TG_OP <> 'DELETE' THEN
      ids := array(SELECT "id" FROM "new_rows");
    END IF;
  ELSIF TG_TABLE_NAME = 'placements' THEN
    IF TG_OP = 'INSERT' THEN
      ids := array(SELECT DISTINCT "subscription_id" FROM "new_rows");
    ELSIF TG_OP = 'DELETE' THEN
      ids := array(SELECT DISTINCT "subscription_id" FROM "old_rows");
    ELSE
      ids := array(SELECT "subscription_id" FROM "new_rows" UNION SELECT "subscription_id" FROM "old_rows");
    END IF;
  ELSE
    -- replacement_requests: the subscriptions of their placements.
    IF TG_OP = 'INSERT' THEN
      ids := array(SELECT DISTINCT p."subscription_id" FROM "new_rows" n JOIN "placements" p ON p."id" = n."placement_id");
    ELSIF TG_OP = 'DELETE' THEN
      ids := array(SELECT DISTINCT p."subscription_id" FROM "old_rows" o JOIN "placements" p ON p."id" = o."placement_id");
    ELSE
      ids := array(
        SELECT p."subscription_id" FROM "new_rows" n JOIN "placements" p ON p."id" = n."placement_id"
        UNION SELECT p."subscription_id" FROM "old_rows" o JOIN "placements" p ON p."id" = o."placement_id");
    END IF;
  END IF;
  PERFORM "bump_at_commit"('staffing', ids::text[]);
  RETURN NULL;
END $$;
