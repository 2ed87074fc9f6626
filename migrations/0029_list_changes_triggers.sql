-- Written by hand: each table an admin list reads logs what a statement changed, beside bumping its
-- version (server/lib/list-cache.ts). One row per changed row, with the row as it was (null for an
-- insert); an update that changes only the columns named as the trigger's arguments (no list filters
-- or sorts on them), or nothing at all, is no change, as in 0014. A statement that changed more than
-- 1,000 rows (a batch of the automatic approval is 1,000), or a TRUNCATE, logs one row without an id:
-- readers count again. Every 100 versions the changes older than the last 200 versions are dropped
-- (at most some 200,000 rows, kept for a cache that was not read for a while), and `logged_since`
-- says from where the log is whole.
CREATE FUNCTION "log_list_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The columns no list reads; none given is an empty list, not a null one.
  ignored text[] := coalesce(TG_ARGV, '{}');
  next_version bigint;
BEGIN
  -- One statement per kind: the changed rows, read once, bump the version (only if there are any)
  -- and are logged under it. An update's transition tables are fully joined, so they are hashed
  -- (they have no statistics), never scanned once per row.
  IF TG_OP = 'INSERT' THEN
    WITH "changed" AS MATERIALIZED (SELECT n."id", NULL::jsonb AS "old_row" FROM "new_rows" n),
    "bumped" AS (
      INSERT INTO "list_versions" ("table_name", "version") SELECT TG_TABLE_NAME, 1 WHERE EXISTS (SELECT 1 FROM "changed")
      ON CONFLICT ("table_name") DO UPDATE SET "version" = "list_versions"."version" + 1 RETURNING "version"
    ), "logged" AS (
      INSERT INTO "list_changes" ("table_name", "version", "row_id", "old_row")
      SELECT TG_TABLE_NAME, b."version", c."id", c."old_row" FROM "bumped" b, "changed" c WHERE (SELECT count(*) FROM "changed") <= 1000
      UNION ALL SELECT TG_TABLE_NAME, b."version", NULL, NULL FROM "bumped" b WHERE (SELECT count(*) FROM "changed") > 1000
    )
    SELECT (SELECT "version" FROM "bumped") INTO next_version;
  ELSIF TG_OP = 'DELETE' THEN
    WITH "changed" AS MATERIALIZED (SELECT o."id", to_jsonb(o) AS "old_row" FROM "old_rows" o),
    "bumped" AS (
      INSERT INTO "list_versions" ("table_name", "version") SELECT TG_TABLE_NAME, 1 WHERE EXISTS (SELECT 1 FROM "changed")
      ON CONFLICT ("table_name") DO UPDATE SET "version" = "list_versions"."version" + 1 RETURNING "version"
    ), "logged" AS (
      INSERT INTO "list_changes" ("table_name", "version", "row_id", "old_row")
      SELECT TG_TABLE_NAME, b."version", c."id", c."old_row" FROM "bumped" b, "changed" c WHERE (SELECT count(*) FROM "changed") <= 1000
      UNION ALL SELECT TG_TABLE_NAME, b."version", NULL, NULL FROM "bumped" b WHERE (SELECT count(*) FROM "changed") > 1000
    )
    SELECT (SELECT "version" FROM "bumped") INTO next_version;
  ELSIF TG_OP = 'UPDATE' THEN
    WITH "pairs" AS MATERIALIZED (
      SELECT coalesce(o."id", n."id") AS "id", to_jsonb(o) AS "old_row", to_jsonb(n) AS "new_row"
      FROM "old_rows" o FULL JOIN "new_rows" n ON n."id" = o."id"
    ), "changed" AS MATERIALIZED (
      SELECT "id", "old_row" FROM "pairs" WHERE ("old_row" - ignored) IS DISTINCT FROM ("new_row" - ignored)
    ), "bumped" AS (
      INSERT INTO "list_versions" ("table_name", "version") SELECT TG_TABLE_NAME, 1 WHERE EXISTS (SELECT 1 FROM "changed")
      ON CONFLICT ("table_name") DO UPDATE SET "version" = "list_versions"."version" + 1 RETURNING "version"
    ), "logged" AS (
      INSERT INTO "list_changes" ("table_name", "version", "row_id", "old_row")
      SELECT TG_TABLE_NAME, b."version", c."id", c."old_row" FROM "bumped" b, "changed" c WHERE (SELECT count(*) FROM "changed") <= 1000
      UNION ALL SELECT TG_TABLE_NAME, b."version", NULL, NULL FROM "bumped" b WHERE (SELECT count(*) FROM "changed") > 1000
    )
    SELECT (SELECT "version" FROM "bumped") INTO next_version;
  ELSE
    -- TRUNCATE: no rows to list.
    INSERT INTO "list_versions" ("table_name", "version") VALUES (TG_TABLE_NAME, 1)
    ON CONFLICT ("table_name") DO UPDATE SET "version" = "list_versions"."version" + 1
    RETURNING "version" INTO next_version;
    INSERT INTO "list_changes" ("table_name", "version", "row_id", "old_row") VALUES (TG_TABLE_NAME, next_version, NULL, NULL);
  END IF;
  IF next_version IS NOT NULL AND next_version % 100 = 0 THEN
    DELETE FROM "list_changes" WHERE "table_name" = TG_TABLE_NAME AND "version" <= next_version - 200;
    UPDATE "list_versions" SET "logged_since" = greatest("logged_since", next_version - 200) WHERE "table_name" = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The Staffing list's rows (features/placements/staffing-rows.table.ts): each subscription's seats
-- worked out again, in the writing statement, for the subscriptions it touched. An upsert that
-- changes nothing writes nothing (and logs nothing). A deleted subscription's row goes with it (its
-- foreign key cascades).
CREATE FUNCTION "refresh_staffing_rows"("ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "staffing_rows" ("id", "user_id", "status", "plan", "description", "quantity", "paid_since", "filled", "requests", "waiting_since")
  SELECT s."id", s."user_id", s."status", s."plan", s."description", s."quantity", coalesce(s."start_date", s."created_at"),
    h."filled", r."requests",
    CASE
      WHEN h."filled" >= s."quantity" THEN NULL
      WHEN h."known_seats" < s."quantity" THEN coalesce(s."start_date", s."created_at")
      ELSE h."first_open_end" END
  FROM "subscriptions" s
  CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE seat."active")::int AS "filled",
      count(*) FILTER (WHERE seat."seat" <= s."quantity")::int AS "known_seats",
      min(seat."last_end") FILTER (WHERE NOT seat."active" AND seat."seat" <= s."quantity") AS "first_open_end"
    FROM (
      SELECT p."seat", max(p."ended_at") AS "last_end", bool_or(p."ended_at" IS NULL) AS "active"
      FROM "placements" p WHERE p."subscription_id" = s."id" GROUP BY p."seat"
    ) seat
  ) h
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS "requests"
    FROM "replacement_requests" q JOIN "placements" p ON p."id" = q."placement_id"
    WHERE p."subscription_id" = s."id" AND q."resolved_at" IS NULL AND p."ended_at" IS NULL
  ) r
  WHERE s."id" = ANY("ids")
  ON CONFLICT ("id") DO UPDATE SET
    "user_id" = excluded."user_id", "status" = excluded."status", "plan" = excluded."plan", "description" = excluded."description",
    "quantity" = excluded."quantity", "paid_since" = excluded."paid_since", "filled" = excluded."filled", "requests" = excluded."requests",
    "waiting_since" = excluded."waiting_since"
  WHERE ("staffing_rows"."user_id", "staffing_rows"."status", "staffing_rows"."plan", "staffing_rows"."description", "staffing_rows"."quantity",
         "staffing_rows"."paid_since", "staffing_rows"."filled", "staffing_rows"."requests", "staffing_rows"."waiting_since")
    IS DISTINCT FROM (excluded."user_id", excluded."status", excluded."plan", excluded."description", excluded."quantity",
         excluded."paid_since", excluded."filled", excluded."requests", excluded."waiting_since")
$$;--> statement-breakpoint
CREATE FUNCTION "staffing_rows_after_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM "refresh_staffing_rows"(array(SELECT "id" FROM "subscriptions"));
  ELSIF TG_TABLE_NAME = 'subscriptions' THEN
    IF TG_OP <> 'DELETE' THEN
      PERFORM "refresh_staffing_rows"(array(SELECT "id" FROM "new_rows"));
    END IF;
  ELSIF TG_TABLE_NAME = 'placements' THEN
    IF TG_OP = 'INSERT' THEN
      PERFORM "refresh_staffing_rows"(array(SELECT DISTINCT "subscription_id" FROM "new_rows"));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM "refresh_staffing_rows"(array(SELECT DISTINCT "subscription_id" FROM "old_rows"));
    ELSE
      PERFORM "refresh_staffing_rows"(array(SELECT "subscription_id" FROM "new_rows" UNION SELECT "subscription_id" FROM "old_rows"));
    END IF;
  ELSE
    -- replacement_requests: the subscriptions of their placements.
    IF TG_OP = 'INSERT' THEN
      PERFORM "refresh_staffing_rows"(array(SELECT DISTINCT p."subscription_id" FROM "new_rows" n JOIN "placements" p ON p."id" = n."placement_id"));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM "refresh_staffing_rows"(array(SELECT DISTINCT p."subscription_id" FROM "old_rows" o JOIN "placements" p ON p."id" = o."placement_id"));
    ELSE
      PERFORM "refresh_staffing_rows"(array(
        SELECT p."subscription_id" FROM "new_rows" n JOIN "placements" p ON p."id" = n."placement_id"
        UNION SELECT p."subscription_id" FROM "old_rows" o JOIN "placements" p ON p."id" = o."placement_id"));
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['subscriptions', 'placements', 'replacement_requests'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "staffing_rows_after_change"()', name || '_staffing_rows_on_insert', name);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "staffing_rows_after_change"()', name || '_staffing_rows_on_delete', name);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "staffing_rows_after_change"()', name || '_staffing_rows_on_update', name);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "staffing_rows_after_change"()', name || '_staffing_rows_on_truncate', name);
  END LOOP;
END $$;--> statement-breakpoint
SELECT "refresh_staffing_rows"(array(SELECT "id" FROM "subscriptions"));--> statement-breakpoint
-- Nothing was logged before: the log is whole from each table's version now.
INSERT INTO "list_versions" ("table_name") VALUES ('users'), ('staffing_rows') ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "list_versions" SET "logged_since" = "version";--> statement-breakpoint
-- Each table: its old triggers out, then one per kind of statement (a trigger with transition tables
-- fires on one kind), the update's arguments being the columns no list reads.
DO $$
DECLARE
  entry record;
BEGIN
  FOR entry IN SELECT * FROM (VALUES
    ('applicants', ARRAY['remarks', 'updated_at']),
    ('jobs', ARRAY[]::text[]),
    ('inquiries', ARRAY['comment']),
    ('contact_messages', ARRAY['comment']),
    ('timesheets', ARRAY['updated_at']),
    ('placements', ARRAY[]::text[]),
    ('replacement_requests', ARRAY[]::text[]),
    ('subscriptions', ARRAY['updated_at']),
    ('staffing_rows', ARRAY[]::text[]),
    -- The accounts: the lists read names and e-mails (customers, and the Timesheets search).
    ('users', ARRAY['password_hash', 'session_version', 'login_epoch', 'email_verified_at', 'updated_at'])
  ) AS tables ("name", "ignored") LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', entry."name" || '_list_version', entry."name");
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', entry."name" || '_list_version_on_update', entry."name");
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "log_list_change"()',
      entry."name" || '_list_change_on_insert', entry."name");
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "log_list_change"()',
      entry."name" || '_list_change_on_delete', entry."name");
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "log_list_change"(%s)',
      entry."name" || '_list_change_on_update', entry."name", (SELECT string_agg(quote_literal(c), ', ') FROM unnest(entry."ignored") AS c));
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "log_list_change"()',
      entry."name" || '_list_change_on_truncate', entry."name");
  END LOOP;
END $$;--> statement-breakpoint
DROP FUNCTION "bump_list_version_unless_only"();--> statement-breakpoint
DROP FUNCTION "bump_list_version"();
