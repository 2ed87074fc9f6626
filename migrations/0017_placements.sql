CREATE TABLE "placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"seat" smallint NOT NULL,
	"talent_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"time_zone" text NOT NULL,
	"seat_open_since" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_kind" text,
	"end_reason" text,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placements_seat_positive" CHECK ("placements"."seat" >= 1),
	CONSTRAINT "placements_end_consistent" CHECK (("placements"."ended_at" is null) = ("placements"."end_kind" is null)),
	CONSTRAINT "placements_end_kind_known" CHECK ("placements"."end_kind" is null or "placements"."end_kind" in ('ended', 'replaced', 'subscription_ended'))
);
--> statement-breakpoint
CREATE TABLE "replacement_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "furthest_status" text DEFAULT 'Unread' NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "hired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_talent_id_applicants_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."applicants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replacement_requests" ADD CONSTRAINT "replacement_requests_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replacement_requests" ADD CONSTRAINT "replacement_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "placements_active_seat_unique" ON "placements" USING btree ("subscription_id","seat") WHERE "placements"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "placements_active_talent_unique" ON "placements" USING btree ("talent_id") WHERE "placements"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "placements_subscription_idx" ON "placements" USING btree ("subscription_id","ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "replacement_requests_pending_unique" ON "replacement_requests" USING btree ("placement_id") WHERE "replacement_requests"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "applicants_hired_idx" ON "applicants" USING btree ("hired_at" DESC NULLS FIRST) WHERE "applicants"."status" = 'Hired';--> statement-breakpoint
-- Added by hand: the furthest status an applicant has reached in the hiring order, and when the
-- status last became Hired, kept on every write whichever code makes it (the admin, the seed, a
-- script). A status outside the order (none today) ranks as Unread.
CREATE FUNCTION "applicants_track_progress"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stages constant text[] := ARRAY['Unread', 'Read', 'Short Listed', 'Initial Interview', 'Final Interview', 'Job Offer', 'Hired'];
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW."furthest_status" := CASE WHEN NEW."status" = ANY (stages) THEN NEW."status" ELSE 'Unread' END;
  ELSIF coalesce(array_position(stages, NEW."status"), 1) > coalesce(array_position(stages, OLD."furthest_status"), 1) THEN
    NEW."furthest_status" := NEW."status";
  END IF;
  IF NEW."status" = 'Hired' AND (TG_OP = 'INSERT' OR OLD."status" IS DISTINCT FROM 'Hired') THEN
    NEW."hired_at" := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
UPDATE "applicants" SET "furthest_status" = "status", "hired_at" = CASE WHEN "status" = 'Hired' THEN "updated_at" END
  WHERE "status" IN ('Read', 'Short Listed', 'Initial Interview', 'Final Interview', 'Job Offer', 'Hired');--> statement-breakpoint
CREATE TRIGGER "applicants_track_progress" BEFORE INSERT OR UPDATE OF "status" ON "applicants" FOR EACH ROW EXECUTE FUNCTION "applicants_track_progress"();--> statement-breakpoint
-- Added by hand: an active placement's seat is within its subscription's quantity. The partial
-- unique index keeps one active placement per seat, so together a subscription never has more
-- active placements than seats, whatever code writes them. The service takes the subscription's
-- row lock (FOR UPDATE) first, so parallel assignments queue there and read each other's seats;
-- this check reads the quantity under a share lock, so a quantity change waits for it too.
CREATE FUNCTION "placements_seat_within_quantity"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  seats integer;
BEGIN
  IF NEW."ended_at" IS NULL THEN
    SELECT "quantity" INTO seats FROM "subscriptions" WHERE "id" = NEW."subscription_id" FOR SHARE;
    IF NEW."seat" > seats THEN
      RAISE EXCEPTION 'seat % is beyond the subscription''s % seats', NEW."seat", seats
        USING ERRCODE = 'check_violation', CONSTRAINT = 'placements_seat_within_quantity', TABLE = 'placements';
    END IF;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "placements_seat_within_quantity" BEFORE INSERT OR UPDATE OF "seat", "ended_at", "subscription_id" ON "placements" FOR EACH ROW EXECUTE FUNCTION "placements_seat_within_quantity"();--> statement-breakpoint
-- Added by hand: the Staffing list keeps its totals and ids until one of these tables changes
-- (server/lib/list-cache.ts); a subscription's sync that only touches updated_at leaves it alone.
INSERT INTO "list_versions" ("table_name") VALUES ('placements'), ('replacement_requests'), ('subscriptions') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "placements_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "placements" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"();--> statement-breakpoint
CREATE TRIGGER "replacement_requests_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "replacement_requests" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_list_version" AFTER INSERT OR DELETE OR TRUNCATE ON "subscriptions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_list_version_on_update" AFTER UPDATE ON "subscriptions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version_unless_only"('updated_at');
