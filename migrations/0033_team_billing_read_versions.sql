-- Written by hand: Your team's billing (/team/billing) joins the account's own pages kept per
-- version of what they read (0030). Besides subscriptions and payments, which bump already, it
-- reads the extra hours waiting for an invoice and the open seat changes. These triggers could not
-- be added before 0032: bumping the account in the writing statement deadlocked adding a seat
-- against the Stripe sync of the same subscription (decision 0240); now it is done at commit.
DO $$
DECLARE
  entry record;
  update_arguments text;
BEGIN
  FOR entry IN SELECT * FROM (VALUES
    ('extra_hour_charges', 'SELECT r.customer_id FROM "written" r', ARRAY['updated_at', 'error']),
    ('seat_changes', 'SELECT s.user_id FROM "written" r JOIN subscriptions s ON s.id = r.subscription_id', ARRAY['updated_at'])
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
