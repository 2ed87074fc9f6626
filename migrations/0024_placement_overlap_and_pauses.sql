CREATE TABLE "placement_pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date,
	"paused_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resumed_at" timestamp with time zone,
	CONSTRAINT "placement_pauses_days_in_order" CHECK ("placement_pauses"."last_day" is null or "placement_pauses"."last_day" >= "placement_pauses"."first_day" - 1),
	CONSTRAINT "placement_pauses_resume_consistent" CHECK (("placement_pauses"."last_day" is null) = ("placement_pauses"."resumed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "subscription_end_notices" (
	"subscription_id" uuid NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_end_notices_subscription_id_ends_at_pk" PRIMARY KEY("subscription_id","ends_at")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "placement_pauses" ADD CONSTRAINT "placement_pauses_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_end_notices" ADD CONSTRAINT "subscription_end_notices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "placement_pauses_open_unique" ON "placement_pauses" USING btree ("placement_id") WHERE "placement_pauses"."last_day" is null;--> statement-breakpoint
-- Added by hand: a subscription already unpaid counts as unpaid since its last change.
UPDATE "subscriptions" SET "past_due_since" = "updated_at" WHERE "status" = 'past_due';--> statement-breakpoint
-- Added by hand: a seat, and a talent, has at most one placement on any date (docs/decisions.md,
-- "A replacement overlaps, never gaps"). The range runs from the start to the end date, open-ended
-- while no end is set; a placement ended before its first day covers no date.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_seat_one_per_day" EXCLUDE USING gist (
  "subscription_id" WITH =, "seat" WITH =,
  daterange("start_date", CASE WHEN "end_date" IS NULL THEN NULL ELSE greatest("end_date" + 1, "start_date") END, '[)') WITH &&
);--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_talent_one_per_day" EXCLUDE USING gist (
  "talent_id" WITH =,
  daterange("start_date", CASE WHEN "end_date" IS NULL THEN NULL ELSE greatest("end_date" + 1, "start_date") END, '[)') WITH &&
);--> statement-breakpoint
-- Added by hand: migration 0023's day rule, now also refusing hours on a paused day.
CREATE OR REPLACE FUNCTION "timesheet_days_within_placement"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  placement record;
  day_index int;
  day date;
  outside text[] := '{}';
  twice text[] := '{}';
  paused text[] := '{}';
BEGIN
  SELECT "start_date", "end_date" INTO placement FROM "placements" WHERE "id" = NEW."placement_id";
  PERFORM pg_advisory_xact_lock(hashtext('timesheet-days:' || NEW."talent_id"::text));
  FOR day_index IN 1..7 LOOP
    IF NEW."quarter_hours"[day_index] > 0 THEN
      day := NEW."week_start" + (day_index - 1);
      IF day < placement."start_date" OR (placement."end_date" IS NOT NULL AND day > placement."end_date") THEN
        outside := outside || day::text;
      ELSIF EXISTS (
        SELECT 1 FROM "placement_pauses" pause
        WHERE pause."placement_id" = NEW."placement_id" AND day >= pause."first_day" AND (pause."last_day" IS NULL OR day <= pause."last_day")
      ) THEN
        paused := paused || day::text;
      ELSIF EXISTS (
        SELECT 1 FROM "timesheets" other
        WHERE other."talent_id" = NEW."talent_id" AND other."placement_id" <> NEW."placement_id" AND other."week_start" = NEW."week_start"
          AND other."quarter_hours"[day_index] > 0
      ) THEN
        twice := twice || day::text;
      END IF;
    END IF;
  END LOOP;
  IF cardinality(outside) > 0 THEN
    RAISE EXCEPTION 'hours on days outside the placement: %', array_to_string(outside, ', ')
      USING ERRCODE = 'check_violation', CONSTRAINT = 'timesheets_days_within_placement';
  END IF;
  IF cardinality(paused) > 0 THEN
    RAISE EXCEPTION 'hours on days the placement is paused: %', array_to_string(paused, ', ')
      USING ERRCODE = 'check_violation', CONSTRAINT = 'timesheets_days_not_paused';
  END IF;
  IF cardinality(twice) > 0 THEN
    RAISE EXCEPTION 'hours already logged on another placement: %', array_to_string(twice, ', ')
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'timesheets_day_once_per_talent';
  END IF;
  RETURN NEW;
END $$;
