CREATE TABLE "account_read_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Written by hand: an account's own pages (/team, My work, /subscription, /payments) are kept per
-- version of what they read (server/lib/account-reads-cache.ts). A statement trigger on each table
-- they read bumps, in the writing transaction, the version of every account that sees a written
-- row, so that account's next request, on any instance, reads afresh. Accounts are bumped in id
-- order, after the table's list version (these triggers' names sort after "_list_change_").
CREATE FUNCTION "bump_account_read_versions"("accounts" uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "account_read_versions" ("user_id", "version")
  SELECT DISTINCT "account", 1 FROM unnest("accounts") AS "account" WHERE "account" IS NOT NULL ORDER BY 1
  ON CONFLICT ("user_id") DO UPDATE SET "version" = "account_read_versions"."version" + 1;
$$;--> statement-breakpoint
-- TG_ARGV[0]: the query of the accounts that see the rows "written", aliased r (a statement's new
-- rows, its old ones, or both); the others: columns no such page shows. With those, an update's
-- rows are the ones it changed apart from them, as they were and as they are, so an update of only
-- those columns, or of nothing, bumps nobody. A TRUNCATE bumps every account.
CREATE FUNCTION "bump_account_reads"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ignored text[] := TG_ARGV[1:TG_NARGS - 1];
  written text;
  accounts uuid[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM "bump_account_read_versions"(array(SELECT "id" FROM "users"));
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
  PERFORM "bump_account_read_versions"(accounts);
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  entry record;
  update_arguments text;
BEGIN
  FOR entry IN SELECT * FROM (VALUES
    -- The customer, and the talents placed on it (My work names the role and the last day).
    ('subscriptions', 'SELECT r.user_id FROM "written" r UNION SELECT ta.user_id FROM "written" r JOIN placements p ON p.subscription_id = r.id JOIN talent_accounts ta ON ta.applicant_id = p.talent_id', ARRAY['updated_at']),
    ('placements', 'SELECT s.user_id FROM "written" r JOIN subscriptions s ON s.id = r.subscription_id UNION SELECT ta.user_id FROM "written" r JOIN talent_accounts ta ON ta.applicant_id = r.talent_id', ARRAY[]::text[]),
    ('placement_pauses', 'SELECT s.user_id FROM "written" r JOIN placements p ON p.id = r.placement_id JOIN subscriptions s ON s.id = p.subscription_id UNION SELECT ta.user_id FROM "written" r JOIN placements p ON p.id = r.placement_id JOIN talent_accounts ta ON ta.applicant_id = p.talent_id', ARRAY[]::text[]),
    ('replacement_requests', 'SELECT s.user_id FROM "written" r JOIN placements p ON p.id = r.placement_id JOIN subscriptions s ON s.id = p.subscription_id', ARRAY[]::text[]),
    -- Weeks change by the thousand (the automatic approval): no update of them is weighed column by column.
    ('timesheets', 'SELECT r.customer_id FROM "written" r UNION SELECT ta.user_id FROM "written" r JOIN talent_accounts ta ON ta.applicant_id = r.talent_id', ARRAY[]::text[]),
    -- A placed talent's name and address: their customers' teams, and their own weeks.
    ('applicants', 'SELECT s.user_id FROM "written" r JOIN placements p ON p.talent_id = r.id JOIN subscriptions s ON s.id = p.subscription_id UNION SELECT ta.user_id FROM "written" r JOIN talent_accounts ta ON ta.applicant_id = r.id', ARRAY['remarks', 'updated_at']),
    -- An account's name and address: its own pages, and its talents' (the customer's name is their company).
    -- What the session reads (its version, the password) is read on every request anyway.
    ('users', 'SELECT r.id FROM "written" r UNION SELECT ta.user_id FROM "written" r JOIN subscriptions s ON s.user_id = r.id JOIN placements p ON p.subscription_id = s.id JOIN talent_accounts ta ON ta.applicant_id = p.talent_id', ARRAY['password_hash', 'session_version', 'login_epoch', 'updated_at']),
    ('talent_accounts', 'SELECT r.user_id FROM "written" r', ARRAY[]::text[]),
    ('payments', 'SELECT r.user_id FROM "written" r', ARRAY['updated_at']),
    ('refunds', 'SELECT p.user_id FROM "written" r JOIN payments p ON p.id = r.payment_id', ARRAY[]::text[])
  ) AS tables ("name", "accounts", "ignored") LOOP
    update_arguments := (SELECT string_agg(quote_literal(argument), ', ') FROM unnest(ARRAY[entry."accounts"] || entry."ignored") AS argument);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_reads"(%L)',
      entry."name" || '_reads_version_on_insert', entry."name", entry."accounts");
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_reads"(%L)',
      entry."name" || '_reads_version_on_delete', entry."name", entry."accounts");
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_reads"(%s)',
      entry."name" || '_reads_version_on_update', entry."name", update_arguments);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bump_account_reads"()',
      entry."name" || '_reads_version_on_truncate', entry."name");
  END LOOP;
END $$;
