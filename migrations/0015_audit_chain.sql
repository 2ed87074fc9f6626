-- Edited by hand: the columns are added empty, the rows already there are chained in order, and
-- only then are they made NOT NULL (drizzle-kit's plain ADD COLUMN … NOT NULL fails on a table with rows).
ALTER TABLE "audit_log" ADD COLUMN "sequence" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "previous_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
-- The canonical encoding of a row, version 1 (features/audit/audit-chain.ts computes the same bytes
-- on its own to check the chain): a tag, then every column in a fixed order, each as N (null) or
-- S<bytes>:<text>, so no value can be made to read as two. `occurred_at` in UTC to the microsecond,
-- `detail` as Postgres prints a jsonb (keys in its own order, one spelling per value). A column
-- added to the table later needs a version 2 of this function and of the checker.
-- Both are plain SQL expressions (no SET clause), so Postgres inlines them into the trigger's
-- statement instead of planning them again for every row; the trigger fixes the search_path.
CREATE FUNCTION "audit_log_field"("value" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN "value" IS NULL THEN 'N' ELSE 'S' || octet_length("value")::text || ':' || "value" END
$$;--> statement-breakpoint
CREATE FUNCTION "audit_log_hash"("row" "audit_log") RETURNS text LANGUAGE sql STABLE AS $$
	SELECT encode(sha256(convert_to(
		'audit_log/v1'
		|| public.audit_log_field("row"."sequence"::text)
		|| public.audit_log_field("row"."id"::text)
		|| public.audit_log_field(to_char("row"."occurred_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))
		|| public.audit_log_field("row"."actor_id"::text)
		|| public.audit_log_field("row"."actor_email")
		|| public.audit_log_field("row"."action")
		|| public.audit_log_field("row"."target_type")
		|| public.audit_log_field("row"."target_id")
		|| public.audit_log_field("row"."detail"::text)
		|| public.audit_log_field("row"."ip")
		|| public.audit_log_field("row"."user_agent")
		|| public.audit_log_field("row"."previous_hash"),
		'UTF8')), 'hex')
$$;--> statement-breakpoint
-- Rows written before the chain existed, chained in the order the log lists them.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_update_or_delete";--> statement-breakpoint
DO $$
DECLARE
	entry "audit_log";
	position bigint := 0;
	previous text := repeat('0', 64);
BEGIN
	FOR entry IN SELECT * FROM "audit_log" ORDER BY "occurred_at", "id" LOOP
		position := position + 1;
		entry."sequence" := position;
		entry."previous_hash" := previous;
		previous := audit_log_hash(entry);
		UPDATE "audit_log" SET "sequence" = position, "previous_hash" = entry."previous_hash", "hash" = previous WHERE "id" = entry."id";
	END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_update_or_delete";--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "sequence" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "previous_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_sequence_idx" ON "audit_log" USING btree ("sequence");--> statement-breakpoint
-- Every insert, whoever sends it, is put at the end of the chain by the database: one writer at a
-- time (a lock held to the end of its transaction, so the next one reads this row once committed),
-- the next sequence number, the time read now (not the transaction's start, so the order of
-- `occurred_at` is the chain's, and no insert can back-date a row), and the hash. What the insert
-- sent for these four columns is ignored. The lock's number is advisoryLocks.auditChain in db/database.ts.
CREATE FUNCTION "audit_log_chain"() RETURNS trigger LANGUAGE plpgsql
SET search_path = pg_catalog, public AS $$
DECLARE
	last_sequence bigint;
	last_hash text;
BEGIN
	PERFORM pg_advisory_xact_lock(72161004);
	SELECT "sequence", "hash" INTO last_sequence, last_hash FROM "audit_log" ORDER BY "sequence" DESC LIMIT 1;
	NEW."sequence" := COALESCE(last_sequence, 0) + 1;
	NEW."previous_hash" := COALESCE(last_hash, repeat('0', 64));
	NEW."occurred_at" := clock_timestamp();
	NEW."hash" := audit_log_hash(NEW);
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_log_chain" BEFORE INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_chain"();
